"""The catalogue, the screener, comparisons, benchmarks and the regulatory feed."""

from app.hub.tour import Step

PAIR = ["blackrock-buidl", "ondo-usdy"]

STEPS = [
    Step("GET", "/api/v1/products", query={"asset_class": "bonds", "limit": 3},
         save={"product_id": "products.0.id"}),
    Step("GET", "/api/v1/products/{product_id}", check="id"),
    Step("GET", "/api/v1/products/export", query={"asset_class": "bonds", "format": "json"}, check="products"),
    Step("GET", "/api/v1/market/overview", query={"asset_class": "bonds"}, check="total"),
    Step("GET", "/api/compare", query={"ids": ",".join(PAIR)}, key=None, check="products"),
    Step("POST", "/api/compare", {"product_ids": PAIR}, key=None,
         save={"compare_hash": "content_hash", "compare_sig": "signature"}),
    Step("GET", "/api/compare/eligibility", query={"ids": ",".join(PAIR)}, key=None, check="items"),
    Step("POST", "/api/compare/eligibility", {"product_ids": PAIR}, key=None, check="items"),
    Step("GET", "/api/compare/report/pdf", query={"compare": ",".join(PAIR), "locale": "en"}, key=None),
    Step("POST", "/api/compare/verify", {"content_hash": "{{compare_hash}}", "signature": "{{compare_sig}}"},
         key=None, check="valid"),
    Step("POST", "/api/v1/compare", {"category": "bonds", "risk_tier": "core", "limit": 3}, check="content_hash"),
    Step("GET", "/api/v1/benchmarks", query={"category": "bonds"}, check="category"),
    Step("POST", "/api/compare-alerts-waitlist", {"email": "treasury@example.org", "product_ids": PAIR,
                                                  "signals": ["apy_move", "doc"]},
         key=None, status=202, check="accepted"),
    Step("GET", "/api/v1/regulatory/feed", query={"jurisdiction": "EU", "limit": 5}, check="references.0.id"),
    Step("POST", "/api/v1/regulatory/subscribe", {"jurisdictions": ["FR"], "tags": ["mica", "amf"]},
         check="jurisdictions"),
]
