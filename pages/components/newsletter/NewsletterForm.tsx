/** Newsletter sign-up box (blog sidebar). Placeholder until the leads issue lands the real form. */
export function NewsletterForm({ heading, buttonText }: { heading: string; buttonText: string }) {
  return (
    <form method="post" action="/api/newsletter">
      <h2>{heading}</h2>
      <label>
        Email
        <input type="email" name="email" required />
      </label>
      <button type="submit" className="btn btn--primary">
        {buttonText}
      </button>
    </form>
  )
}
