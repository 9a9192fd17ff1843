"""The catalogue build's corrections and kept exceptions: data with reasons, read by build_catalogue.py."""

# Corrections to the research table. Each entry sets cells of one row (CSV column names) and says why; the
# built row's notes end with "Build correction: <why>" (and "Previously cited: <url>" when the source moves).
OVERRIDES = {
    "franklin-benji-fobxx": {
        "set": {"tvl_usd": "766020000", "tvl_as_of": "2025-12-31"},
        "why": "TVL is the newer figure the cited issuer page shows (total net assets $766.02M as of 2025-12-31, "
               "per the row's notes) instead of the older $794.68M as of 2025-10-31.",
    },
    "first-digital-fdusd": {
        "set": {"source_url": "https://llamarisk.com/research/pegkeeper-onboarding-fdusd"},
        "why": "The cited article is about USDC (Circle's share-price record) and names FDUSD only in a market "
               "round-up; the source is now LlamaRisk's report on FDUSD (2024-12-18), named in the row's notes. "
               "TVL $1.51B on 2025-06-16 still comes from that round-up (Wu Blockchain analysis): verify before use.",
    },
    "wlfi-usd1": {
        "set": {"source_url": "https://www.theblock.co/post/353618/trump-tied-world-liberty-financials-usd1-"
                              "stablecoin-market-cap-surges-from-130m-to-over-2b-since-late-april"},
        "why": "The cited article is about USDC (Circle's share-price record) and names USD1 only in a market "
               "round-up; the source is now The Block's article on USD1's supply growth (May 2025). TVL $2.19B on "
               "2025-06-16 still comes from that round-up (Wu Blockchain analysis): verify before use.",
    },
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
}
PRESS_MARKER = "Press/secondary source; primary source not yet searched (time budget)."

# Sources whose address names a related product's ticker, checked and kept: the page covers this product too.
RELATED_SUBJECTS = {
    "anemoy-dejaaa": "the article covers JAAA and deJAAA, its DeFi wrapper, with deJAAA's own yield and size",
}

PRESS_KEPT = {
    "No primary source found": "no issuer, regulator or aggregator page was found in the public sources consulted",
    "not yet searched": "the issuer's own pages have not yet been searched",
}
