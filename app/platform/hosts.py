"""The same backend at {base_url}/api/v1/* and at {api_base_url}/v1/*.

On the API host, /v1/... is served by the /api/v1/... routes, and the host's root goes to /api,
which redirects to the developer hub. Other hosts are untouched.
"""

from __future__ import annotations

from urllib.parse import urlsplit


class ApiHostMiddleware:
    def __init__(self, wsgi_app, api_base_url: str):
        self.wsgi_app = wsgi_app
        parts = urlsplit(api_base_url)
        self.api_host = (parts.netloc or "").lower()
        self.prefix = parts.path.rstrip("/")

    def __call__(self, environ, start_response):
        host = (environ.get("HTTP_HOST") or "").lower()
        if self.api_host and host == self.api_host:
            path = environ.get("PATH_INFO") or "/"
            if self.prefix and path.startswith(self.prefix + "/"):
                path = path[len(self.prefix):]
            if path in ("", "/"):
                environ["PATH_INFO"] = "/api"
            elif path == "/v1" or path.startswith("/v1/"):
                environ["PATH_INFO"] = "/api" + path
            environ["svc.api_host"] = True
        return self.wsgi_app(environ, start_response)
