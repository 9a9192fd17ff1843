"""Side-by-side comparison of 2-4 products, shortlist snapshots, eligibility, benchmarks, reports, embeds."""
