"""A JSON read answers a strong ETag and honours If-None-Match with 304, so a client polling an unchanged answer
downloads nothing; anything else (a write, a page, a changed answer) is answered in full."""


def test_a_json_read_answers_a_strong_etag_and_304_when_the_caller_has_it(client):
    first = client.get("/api/v1/status")
    etag = first.headers["ETag"]
    assert first.status_code == 200 and etag.startswith('"') and not etag.startswith("W/")
    assert "ETag" in first.headers["Access-Control-Expose-Headers"]

    again = client.get("/api/v1/changelog")
    cached = client.get("/api/v1/changelog", headers={"If-None-Match": again.headers["ETag"]})
    assert cached.status_code == 304 and cached.data == b""
    assert cached.headers["ETag"] == again.headers["ETag"] and cached.headers["X-Request-ID"]


def test_another_etag_gets_the_whole_answer(client):
    answer = client.get("/api/v1/changelog", headers={"If-None-Match": '"0000"'})
    assert answer.status_code == 200 and answer.json["entries"]


def test_the_etag_follows_the_answer_not_the_path(client, catalogue):
    one = client.get("/api/compare?limit=1")
    two = client.get("/api/compare?limit=2")
    assert one.status_code == two.status_code == 200
    assert len(one.json["products"]) == 1 and len(two.json["products"]) == 2
    assert one.headers["ETag"] != two.headers["ETag"]
    assert client.get("/api/compare?limit=1").headers["ETag"] == one.headers["ETag"]


def test_errors_writes_and_pages_carry_no_etag(client):
    assert "ETag" not in client.get("/api/v1/products/no-such-product").headers
    assert "ETag" not in client.post("/api/v1/keys", json={}).headers
    assert "ETag" not in client.get("/").headers


def test_the_developer_hub_says_how_conditional_reads_work(client):
    page = client.get("/developers/limits").get_data(as_text=True)
    assert "If-None-Match" in page and "ETag" in page
