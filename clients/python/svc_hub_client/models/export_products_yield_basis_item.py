from enum import StrEnum

class ExportProductsYieldBasisItem(StrEnum):
    DEFILLAMA_POOL_APY = "defillama_pool_apy"
    FIXED_SENIOR_DROP_RATE = "fixed_senior_drop_rate"
    ISSUER_30DAY_YIELD = "issuer_30day_yield"
    ISSUER_DIVIDEND_YIELD_AFTER_FEES = "issuer_dividend_yield_after_fees"
    ISSUER_REPORTED_APPROX = "issuer_reported_approx"
    ISSUER_REPORTED_APY = "issuer_reported_apy"
    ISSUER_REPORTED_BASE_APR = "issuer_reported_base_apr"
    ISSUER_REPORTED_EXPECTED = "issuer_reported_expected"
    PROTOCOL_RATE_SSR = "protocol_rate (ssr)"
    PROTOCOL_REPORTED_CURRENT_AAVESCAN = "protocol_reported_current (aavescan)"
    REALIZED_ANNUALIZED_YTD_PRICE_RETURN = "realized_annualized_ytd_price_return"
    RWA_XYZ_7D = "rwa_xyz_7d"
    SEC_30DAY = "sec_30day"
    SEC_7DAY_CURRENT = "sec_7day_current"
    TARGET = "target"
    TARGET_SOFR = "target_sofr"

    def __str__(self) -> str:
        return str(self.value)
