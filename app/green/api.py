"""The green family's public reads: a carbon project's quality (legacy CQS) and the registry lookup by serial.

Anyone may call them: without a key, SVC_GREEN_ANON_LIMIT per IP (100 a day); with one, the key's monthly quota.
"""

from flask.views import MethodView

from app.extensions import Blueprint
from app.green import cqs, service
from app.green.schemas import CarbonQualityRead, RegistryArgs, RegistryLookup
from app.platform.auth import door_limit, optional_key

blp = Blueprint("green", __name__, url_prefix="/api/green",
                description="Green scores: carbon quality of credit projects and registry serials.")


@blp.record_once
def _share_tables(state) -> None:
    """The developer hub shows the score's tables from the module that runs them."""
    state.app.jinja_env.globals["green_tables"] = cqs.tables


@blp.route("/carbon-quality/<string:project_id>")
class CarbonQuality(MethodView):
    @optional_key
    @door_limit("SVC_GREEN_ANON_LIMIT", "green", anonymous_only=True)
    @blp.response(200, CarbonQualityRead)
    def get(self, project_id):
        """The carbon quality score (CQS, 0-100) of a carbon project the hub ships, with each factor's value, weight
        and reason, public ratings on the same scale and how far they sit from it, and warnings."""
        return service.carbon_quality(project_id)


@blp.route("/registry")
class Registry(MethodView):
    @optional_key
    @door_limit("SVC_GREEN_ANON_LIMIT", "green", anonymous_only=True)
    @blp.arguments(RegistryArgs, location="query")
    @blp.response(200, RegistryLookup)
    def get(self, args):
        """Read a registry serial (Verra VCU blocks and VCS- project references, Gold Standard, Puro.earth CORCs):
        project, country, vintage, unit range and quantity, registry links, and the project's CQS when the hub
        has it. A serial that does not fit its registry's form answers 400 invalid_serial saying which part."""
        return service.lookup(args["serial"], args["registry"])
