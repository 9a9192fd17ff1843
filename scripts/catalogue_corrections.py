"""The catalogue build's corrections, kept exceptions and sourced TVLs by chain: data with reasons, read by
build_catalogue.py."""

# Corrections to the research table. Each entry sets cells of one row (CSV column names) and says why; the
# built row's notes end with "Build correction: <why>" (and "Previously cited: <url>" when the source moves).
OVERRIDES = {
    # Rows whose issuer's own pages had not been searched: each new page is about the product and states what the
    # row says; these rows carry no figure, so nothing rests on the press source any more.
    "spiko-eutbl": {
        "set": {"source_url": "https://www.spiko.io/euro-fund", "source_class": "issuer"},
        "why": "Source is now Spiko's own page of the EU T-Bills Money Market Fund (from EUR 1,000; CACEIS custody), "
               "instead of a stablecoin issuer's fact sheet about it.",
    },
    "ubs-umint": {
        "set": {"source_url": "https://gov.ethenafoundation.com/t/reserve-fund-ubs-money-market-investment-fund-"
                              "umint/474", "source_class": "issuer"},
        "why": "Source is now the uMINT proposal DigiFT made as UBS uMINT's authorised distributor, on behalf of "
               "UBS Asset Management, instead of a magazine article.",
    },
    "matrixdock-xaum": {
        "set": {"source_url": "https://matrixdock.gitbook.io/matrixdock-docs/english/xaum-docs/"
                              "faq-institutional-version", "source_class": "issuer"},
        "why": "Source is now Matrixdock's own XAUm documentation (gold held by Brink's in Singapore and Hong Kong), "
               "instead of a third-party risk blog.",
    },
    "goldfinch-senior-pool": {
        "set": {"source_url": "https://medium.com/goldfinch-fi/accessing-liquidity-as-a-goldfinch-investor-"
                              "608aef82336b", "source_class": "issuer"},
        "why": "Source is now the Goldfinch Foundation's own note on Senior Pool liquidity (FIDU redeemed for USDC "
               "when the pool has unused capital, 2022-08-25), instead of a glossary site.",
    },
    # Cells of the rows added on 2026-11-26 that their sources do not show: each row's own notes say the value was
    # assumed or read against its page's label, so it ships unknown rather than guessed.
    "arca-rcoin": {
        "set": {"transferable": ""},
        "why": "Transferability is not stated by the cited sources: the row assumed restricted transfers from the "
               "DS protocol ('verify') while its liquidity note speaks of peer-to-peer transfers, so it is unknown.",
    },
    "digift-isnr": {
        "set": {"kyc_to_hold": ""},
        "why": "KYC to hold is not stated by the cited application (the row assumed it from DigiFT's regulated "
               "exchange model), so it is unknown.",
    },
    "gss-aus-gold": {
        "set": {"jurisdiction": ""},
        "why": "The cited issuer docs state no jurisdiction (the row assumed Australia from the distributor, "
               "Ainslie Wealth), so it is unknown.",
    },
    "gss-ags-silver": {
        "set": {"jurisdiction": ""},
        "why": "The cited issuer docs state no jurisdiction (the row assumed Australia from the distributor, "
               "Ainslie Wealth), so it is unknown.",
    },
    "wisdomtree-wtsix": {
        "set": {"tvl_usd": "", "tvl_as_of": ""},
        "why": "No TVL: the cited page's 'Total Assets (000) $987,050' reads as $987.05 million by its own label, "
               "while its shares and NAV give about $987 thousand; the row's $987,050 is a reading of the page, not "
               "a figure it states.",
    },
    # Issuers restructured since their rows were written (the research table's changes of 2026-11-26 record them in
    # the rows' notes; the row's name or issuer follows here).
    "ondo-usdy": {
        "set": {"issuer": "Ondo Global Markets (formerly Ondo USDY LLC)"},
        "why": "Issuer restructured: USDY, 'formerly issued by Ondo USDY LLC', has been folded into the Ondo Global "
               "Markets umbrella as of December 15, 2025 (CoinStats fundamental analysis of USDY, an aggregator "
               "page: https://coinstats.app/ai/a/fundamental-analysis-ondo-us-dollar-yield).",
    },
    "wisdomtree-wtgxx": {
        "set": {"name": "WisdomTree Treasury Money Market Digital Fund (WTGXX)"},
        "why": "Fund renamed: it now appears as the 'WisdomTree Treasury Money Market Digital Fund (WTGXX)' "
               "(Cointelegraph, 2026-02-27: https://cointelegraph.com/news/sec-grants-relief-for-24-7-trading-of-"
               "wisdomtree-s-tokenized-money-market-fund), formerly the WisdomTree Government Money Market Digital "
               "Fund.",
    },
}
PRESS_MARKER = "Press/secondary source; primary source not yet searched (time budget)."

# Sources whose address names a related product's ticker, checked and kept: the page covers this product too.
RELATED_SUBJECTS = {
    "anemoy-dejaaa": "the article covers JAAA and deJAAA, its DeFi wrapper, with deJAAA's own yield and size",
    "paypal-pyusd": "the article on USD1's growth states PYUSD's own market capitalization (3.7 billion as of "
                    "January 26, 2026), the figure the row takes from it",
}

PRESS_KEPT = {  # the first marker a row's notes contain gives its reason
    "No primary source found": "no issuer, regulator or aggregator page was found in the public sources consulted",
    "not yet searched": "the issuer's own pages have not yet been searched",
    "issuer product page not found": "the issuer's product page was not found in the public sources consulted",
    "Issuer page not opened": "the issuer's own pages have not yet been searched",
    # the rows added on 2026-11-26 that say "Press source (only)." or "Third-party governance post, not issuer."
    "Press source": "the row was added from press sources alone; no issuer, regulator or aggregator page is cited "
                    "for it yet",
    "not issuer": "the row was added from press sources alone; no issuer, regulator or aggregator page is cited "
                  "for it yet",
}

# The TVL on a chain, only where the row's own source states it, of the row's TVL date (the build checks both dates
# and that the chains are the row's); the rest of the row's TVL is not split by chain.
CHAIN_TVL = {
    "ripple-rlusd": {
        "as_of": "2025-12", "chains": {"ethereum": 1030000000},
        "quote": "RLUSD's total circulating supply has rapidly expanded to an impressive $1.26 billion within just 12 "
                 "months of its introduction ... approximately $1.03 billion, or a substantial 82% of the total, now "
                 "resides on Ethereum",
    },
}
