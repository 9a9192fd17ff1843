from app.hub.docs import all_slugs


def test_smoke(client, app):
    with app.test_request_context():
        slugs = all_slugs()
    print(slugs)
    for slug in slugs:
        r = client.get(f"/developers/{slug}")
        assert r.status_code == 200, (slug, r.data[-3000:])
    r = client.get("/developers")
    assert r.status_code == 200, r.data[-3000:]
    open("/tmp/gsmoke/overview.html", "wb").write(r.data)
    r = client.get("/developers/quickstart")
    open("/tmp/gsmoke/qs.html", "wb").write(r.data)
    r = client.post("/developers/quickstart/key", data={"label": "x" * 100})
    print(r.status_code)
    open("/tmp/gsmoke/qsbad.html", "wb").write(r.data)
    r = client.post("/developers/quickstart/key", data={"label": "mine"})
    print(r.status_code, r.headers.get("Cache-Control"))
    open("/tmp/gsmoke/qsok.html", "wb").write(r.data)
