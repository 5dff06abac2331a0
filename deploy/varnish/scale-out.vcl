vcl 4.1;

# The scale-out profile's Varnish (docker-compose.scale-out.yml): default.vcl, whose `backend app`
# compose points at app-1, plus app-2 in the same director. Varnish is the balancer: each request goes
# to one replica, a fetch that failed is retried on the other (request bodies of up to 64 KB included,
# kept in default.vcl's vcl_recv), and a replica failing /healthz leaves the rotation in about 2 s.
# Compose copies both files into one directory (the include is relative to this file). More replicas:
# one block and one add_backend each. Varnish resolves the names when it loads this VCL: restart it
# after recreating a replica (its address may change).
include "./default.vcl";

backend app_2 {
  .host = "app-2";
  .port = "3000";
  .probe = healthz;
  .connect_timeout = 1s;
}

# Runs after default.vcl's vcl_init (Varnish joins the two in include order), which made the director.
sub vcl_init {
  replicas.add_backend(app_2);
  replicas.reconfigure();
}
