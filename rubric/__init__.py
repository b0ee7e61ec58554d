"""The tearsheet rubric: 33-mode taxonomy, Tier-A verifiers, Tier-B judge specs and judges,
the gate and composite reward, group shaping. Entry points: `rubric.score.score_rollout`,
`rubric.vf_rubric.build_rubric`, `rubric.claims.check_claims` (see docs/reward.md)."""
