/** A valid contact-form lead (JSON body of POST /api/leads), shared by the leads integration tests. */
export const validLead = {
  name: 'Omar Haddad',
  email: 'omar@pizzahaddad.ca',
  phone: '+1 604 555 0123',
  restaurant: 'Pizza Haddad',
  interest: 'Kitchen Display',
  source: { page: '/', section: 'contact' },
}
