"""The verification code the developer hub shows, run as shown against real deliveries: a receiver that copies
it checks both signatures, and one changed byte fails both."""

import html
import json
import re
import shutil
import subprocess

import pytest

from tests.webhooks.test_delivery import _owner_id, _publish

PYTHON_BLOCKS = [("/developers/webhooks", "verify-webhook-python"),
                 ("/developers/quickstart", "quickstart-verify-webhook-python")]
JS_BLOCKS = [("/developers/webhooks", "verify-webhook-javascript"),
             ("/developers/quickstart", "quickstart-verify-webhook-javascript")]


def _shown(client, path: str, block: str) -> str:
    page = client.get(path).get_data(as_text=True)
    found = re.search(rf'<code id="{block}">(.*?)</code>', page, re.S)
    assert found, block
    return html.unescape(found.group(1))


@pytest.fixture
def delivered(hub, register, fake_https):
    fake_https.routes["/hook"] = (200, b"ok")
    made = register()
    _publish(hub, _owner_id(hub, made.id))
    (received,) = fake_https.received
    return made.secret, received["body"], {k.lower(): v for k, v in received["headers"].items()}


@pytest.mark.parametrize(("path", "block"), PYTHON_BLOCKS)
def test_the_python_example_verifies_a_delivery_and_refuses_a_changed_byte(hub, delivered, path, block):
    secret, body, headers = delivered
    example: dict = {}
    exec(compile(_shown(hub.test_client(), path, block), "hub-example", "exec"), example)  # noqa: S102
    assert example["verify_github_scheme"](secret, body, headers["x-svc-signature"])
    assert example["verify_standard_webhooks"](secret, body, headers)
    changed = body.replace(b"regulation_update", b"regulation_updatE")
    assert not example["verify_github_scheme"](secret, changed, headers["x-svc-signature"])
    assert not example["verify_standard_webhooks"](secret, changed, headers)
    assert not example["verify_standard_webhooks"](secret, body, {**headers, "webhook-timestamp": "1000000000"})


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")
@pytest.mark.parametrize(("path", "block"), JS_BLOCKS)
def test_the_javascript_example_verifies_a_delivery_and_refuses_a_changed_byte(hub, delivered, tmp_path, path, block):
    secret, body, headers = delivered
    module = tmp_path / "verify.js"
    module.write_text(_shown(hub.test_client(), path, block))
    script = (f"const v = require({json.dumps(str(module))});\n"
              "const [secret, body, headers] = JSON.parse(require('fs').readFileSync(0, 'utf8'));\n"
              "const raw = Buffer.from(body, 'utf8'), changed = Buffer.from(body.replace('regulation_update', "
              "'regulation_updatE'), 'utf8');\n"
              "console.log(JSON.stringify([v.verifyGithubScheme(secret, raw, headers['x-svc-signature']), "
              "v.verifyStandardWebhooks(secret, raw, headers), v.verifyGithubScheme(secret, changed, "
              "headers['x-svc-signature']), v.verifyStandardWebhooks(secret, changed, headers)]));\n")
    out = subprocess.run(["node", "-e", script], input=json.dumps([secret, body.decode(), headers]),
                         capture_output=True, text=True, timeout=30, check=True)
    assert json.loads(out.stdout) == [True, True, False, False]
