"""The developer hub: status, change feed, API reference, downloads and the site's frame."""
