vcl 4.1;

# Varnish in front of MapleServe (docs/edge-cache.md). The app decides what is cacheable and for
# how long (Cache-Control s-maxage, stale-while-revalidate) and names what each answer shows
# (xkey); a post write POSTs `xkey-purge: <keys>` here (CACHE_PURGE_URL) with the shared secret in
# `X-Purge-Token` (CACHE_PURGE_TOKEN, read from varnishd's environment: the same value as the app's).
# `CACHE_PURGE_TOKEN=... varnishd -p vcc_allow_inline_c=off -f default.vcl` with the backend below;
# tests and compose replace the backend host and port with their own.

import directors;
import std;
import xkey;

# Health check of each backend: a dead one (connection refused) leaves the rotation after two failed
# probes, about 2 s; a hung one (no answer in 2 s) in 4-6 s; it is back after two good ones. A busy
# app's slow probe is tolerated once in three: with a single backend, sick means 503 for every miss.
probe healthz {
  .url = "/healthz";
  .interval = 1s;
  .timeout = 2s;
  .window = 3;
  .threshold = 2;
}

# One backend per app process. The scale-out compose file points this one at app-1 and adds app-2 in
# scale-out.vcl (which includes this file): more replicas, one block each (app_3, ...) added to the
# director in a vcl_init of their own.
backend app {
  .host = "127.0.0.1";
  .port = "3000";
  .probe = healthz;
  .connect_timeout = 1s;
}

# The replicas share the load request by request (a shard director keyed per request, so each
# retry can name "the next one": alt=bereq.retries in vcl_backend_fetch).
sub vcl_init {
  new replicas = directors.shard();
  replicas.add_backend(app);
  replicas.reconfigure();
}

sub vcl_recv {
  # Set below from the URL only (the tracking parameters a redirect passes on), never by a client.
  unset req.http.x-tracking-query;
  # Purges are trusted by their secret, never by address: behind a TLS proxy on the same host every
  # visitor comes from 127.0.0.1. Without CACHE_PURGE_TOKEN (24+ characters) nobody may purge.
  if (req.method == "PURGE" || (req.method == "POST" && (req.http.xkey-purge || req.http.xkey-softpurge))) {
    if (std.getenv("CACHE_PURGE_TOKEN") !~ "^.{24,}$" || req.http.x-purge-token != std.getenv("CACHE_PURGE_TOKEN")) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge header required"));
    }
    # The app's purge on a post write (POST) is soft: the old copy stays servable (grace) and the
    # first visitor after it starts a background fetch, so a publish never sends visitors to a
    # backend that may be down. PURGE (an operator: a release, a withdrawal) removes at once, and so
    # does the app's POST marked x-purge-mode: hard (a post deleted or unpublished must not be
    # served even once more).
    if (req.method == "POST" && req.http.x-purge-mode != "hard") {
      set req.http.n-gone = xkey.softpurge(req.http.xkey-purge);
    } else {
      set req.http.n-gone = xkey.purge(req.http.xkey-purge);
    }
    return (synth(200, "Purged " + req.http.n-gone));
  }
  # Anyone else's purge headers and token are dropped: an ordinary visit, nothing purged.
  unset req.http.xkey-purge;
  unset req.http.xkey-softpurge;
  unset req.http.x-purge-token;
  unset req.http.x-purge-mode;
  if (req.method != "GET" && req.method != "HEAD") {
    # Kept until the answer comes (every public form's body is at most 16 KB, the app's own limits), so a
    # fetch that failed after the body went out, on a pooled connection to a replica that had just died,
    # is sent again to the next one (vcl_backend_error). Larger or unsized bodies pass through unkept.
    if (std.integer(req.http.Content-Length, 65537) <= 65536) {
      std.cache_req_body(64KB);
    }
    return (pass);
  }
  # The back office, the APIs, metrics, and anything sent with the admin session (draft previews).
  if (req.url ~ "^/(admin|api|metrics)(/|\?|$)" || req.http.Cookie ~ "(^|;\s*)(__Host-)?sid=") {
    return (pass);
  }
  # Campaign links carry tracking parameters (utm_*, ad click ids) that only the browser's scripts
  # read (pages/client/attribution.ts, analytics.ts): the page is the same with or without them, so
  # they leave the URL here and every click shares the page's one cached copy instead of each ad
  # click (a new gclid/fbclid every time) rendering the page again. Other parameters (/blog?q=...,
  # the quote builder's) are kept as sent. A redirect gets them back (vcl_deliver), so a campaign
  # link to a moved page still lands with its attribution.
  # x-tracking-query: the URL's tracking parameters alone ("" when it has none).
  set req.http.x-tracking-query = regsub(regsuball(regsub(req.url, "^[^?]*\??", "&"), "(?i)&(?!(utm_[a-z]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|yclid|igshid)=)[^&]*", ""), "^&", "");
  if (req.http.x-tracking-query == "") {
    unset req.http.x-tracking-query;
  } else {
    set req.url = regsuball(req.url, "(?i)([?&])(utm_[a-z]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|yclid|igshid)=[^&]*", "\1");
    set req.url = regsuball(req.url, "([?&])&+", "\1");
    set req.url = regsub(req.url, "[?&]+$", "");
  }
  # Public pages never depend on a cookie: drop them so every visitor shares one copy.
  unset req.http.Cookie;
  unset req.http.Authorization;
  return (hash);
}

sub vcl_backend_fetch {
  unset bereq.http.x-tracking-query;
  # A key per request (kept across its retries): the first try goes where the key falls, each retry
  # to the next backend on the ring, never twice in a row to the one that just failed.
  if (bereq.retries == 0) {
    set bereq.http.x-replica-key = bereq.xid;
  }
  set bereq.backend = replicas.backend(by=KEY, key=replicas.key(bereq.http.x-replica-key), alt=bereq.retries);
}

# A fetch that failed (a replica died: connection refused or reset, no answer) is tried again on the
# next backend of the director, a POST with the body kept in vcl_recv. A replica killed between
# storing a form and answering it makes this a second copy of that lead; without the retry the
# visitor would be shown an error for a form that was stored, and send it again anyway.
sub vcl_backend_error {
  if (bereq.retries < 3) {
    return (retry);
  }
}

sub vcl_backend_response {
  # Never keep an answer that sets a cookie or is private (the built-in VCL would also refuse).
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store|no-cache)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # Store text compressed (the app gzips its pages already): most clients take gzip as stored.
  if (beresp.http.Content-Type ~ "^(text/|application/(xml|rss\+xml|javascript|json|manifest\+json)|image/svg\+xml)") {
    set beresp.do_gzip = true;
  }
  # Should the app be down, serve what we have for a while.
  set beresp.keep = 1h;
  # Stored once, sent on every HIT: headers that say nothing to a visitor of a cached page cost each
  # HIT header bytes (measured: a static file with the app's headers is served ~20 % slower than
  # without). The request id names the request that filled the cache (X-Varnish names each HIT);
  # Surrogate-Key is for CDNs (Varnish purges by xkey); X-XSS-Protection: 0 and X-Download-Options
  # act on no browser still in use (the XSS auditor and IE8 are gone). CSP, HSTS and the rest stay.
  unset beresp.http.x-request-id;
  unset beresp.http.Surrogate-Key;
  unset beresp.http.X-XSS-Protection;
  unset beresp.http.X-Download-Options;
}

sub vcl_deliver {
  # Keys are for the cache, not for browsers (Surrogate-Key is dropped before storing).
  unset resp.http.xkey;
  # A redirect (cached without them) passes on the tracking parameters taken off this request's URL.
  if (req.http.x-tracking-query && resp.status >= 301 && resp.status <= 308 && resp.http.Location) {
    if (resp.http.Location ~ "\?") {
      set resp.http.Location = resp.http.Location + "&" + req.http.x-tracking-query;
    } else {
      set resp.http.Location = resp.http.Location + "?" + req.http.x-tracking-query;
    }
  }
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
