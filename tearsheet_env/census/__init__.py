"""The census meta-evaluation (SPEC §9): a labelled claim census generated from the closed world
(`builder.build_census`), a reader for any census file (`format.read_census`), and the meta-eval
that measures a judge against it (`meta_eval.evaluate`, `chart.plot_report`)."""
