/* bench-engine — how fast the engine answers, as a table of workload,
 * result, nodes and time. A benchmark, not a test: it asserts nothing. Run
 * it with `meson test -C build --benchmark` or directly. */
#include <stdio.h>
#include <string.h>
#include "mnk.h"

typedef struct {
  GPtrArray *positions;     /* MnkPosition *, every reachable one */
  GHashTable *seen;
} Reach;

static void
reach (Reach *r, const MnkPosition *pos)
{
  guint64 key = pos->stones[0] | pos->stones[1] << 32;
  if (g_hash_table_contains (r->seen, &key))
    return;
  guint64 *k = g_new (guint64, 1);
  *k = key;
  g_hash_table_add (r->seen, k);
  g_ptr_array_add (r->positions, g_memdup2 (pos, sizeof *pos));
  if (mnk_position_status (pos, MNK_SCORE_WDL) != MNK_STATUS_ONGOING)
    return;
  for (guint64 e = mnk_position_empty (pos); e; e &= e - 1)
    {
      MnkPosition next = *pos;
      mnk_position_play (&next, __builtin_ctzll (e));
      reach (r, &next);
    }
}

static void
row (const char *workload, const char *result, guint64 nodes, double ms)
{
  printf ("| %-42s | %-22s | %12" G_GUINT64_FORMAT " | %10.1f ms |\n",
          workload, result, nodes, ms);
}

static char *
describe (const MnkValue *v)
{
  g_autofree char *score = mnk_score_to_string (v->score);
  if (!v->exact)
    {
      g_autofree char *lo = mnk_score_to_string (v->lo);
      g_autofree char *hi = mnk_score_to_string (v->hi);
      return g_strdup_printf ("unknown [%s, %s]", lo, hi);
    }
  if (v->result == MNK_RESULT_NONE)
    return g_strdup_printf ("%s (%.4f)", score, mnk_score_to_double (v->score));
  return g_strdup_printf ("%s %s, %d plies", mnk_result_to_string (v->result), score, v->plies);
}

/* Analyses every position (each move's value and a PV, as a user asks). */
static void
bench_all (GPtrArray *positions, MnkScoreMode mode, const char *label)
{
  MnkSolverOptions o;
  mnk_solver_options_init (&o);
  o.mode = mode;
  g_autoptr (MnkSolver) solver = mnk_solver_new (&o);
  guint64 nodes = 0;
  guint solved = 0;
  gint64 t0 = g_get_monotonic_time ();
  for (guint i = 0; i < positions->len; i++)
    {
      const MnkPosition *pos = positions->pdata[i];
      g_autoptr (GError) error = NULL;
      g_autoptr (MnkAnalysis) a = mnk_solver_analyze (solver, pos, NULL, &error);
      if (a == NULL)
        continue;       /* lines mode sees the same positions; none illegal */
      nodes += a->stats.nodes;
      solved++;
    }
  double ms = (g_get_monotonic_time () - t0) / 1000.0;
  g_autofree char *result = g_strdup_printf ("%u analysed", solved);
  row (label, result, nodes, ms);
}

static void
bench_one (const char *game, MnkScoreMode mode, double time_limit, gboolean analyze)
{
  MnkGame g = { 0, 0, 0, MNK_PIECE_X };
  if (!mnk_game_parse (game, &g, NULL))
    g_error ("bad game %s", game);
  MnkPosition pos;
  mnk_position_init (&pos, &g);
  MnkSolverOptions o;
  mnk_solver_options_init (&o);
  o.mode = mode;
  o.time_limit = time_limit;
  o.tt_mb = 256;
  g_autoptr (MnkSolver) solver = mnk_solver_new (&o);
  g_autofree char *label = g_strdup_printf ("%s empty, %s%s%s", game,
                                            mnk_score_mode_to_string (mode),
                                            analyze ? ", all moves" : ", value",
                                            time_limit > 0 ? ", limit" : "");
  gint64 t0 = g_get_monotonic_time ();
  guint64 nodes;
  g_autofree char *result = NULL;
  if (analyze)
    {
      g_autoptr (MnkAnalysis) a = mnk_solver_analyze (solver, &pos, NULL, NULL);
      nodes = a->stats.nodes;
      result = describe (&a->value);
    }
  else
    {
      MnkValue v;
      mnk_solver_solve (solver, &pos, NULL, &v, NULL);
      nodes = mnk_solver_get_stats (solver).nodes;
      result = describe (&v);
    }
  row (label, result, nodes, (g_get_monotonic_time () - t0) / 1000.0);
}

int
main (int argc, char **argv)
{
  printf ("| %-42s | %-22s | %12s | %13s |\n", "workload", "result", "nodes", "time");
  printf ("|%s|%s|%s|%s|\n", "--------------------------------------------",
          "------------------------", "--------------", "---------------");

  MnkGame g333 = { 3, 3, 3, MNK_PIECE_X };
  MnkPosition empty;
  mnk_position_init (&empty, &g333);
  Reach r = { g_ptr_array_new_with_free_func (g_free),
              g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL) };
  reach (&r, &empty);
  static const MnkScoreMode modes[] = {
    MNK_SCORE_WDL, MNK_SCORE_QUICK, MNK_SCORE_LINES, MNK_SCORE_EXPECTED,
  };
  gint64 t0 = g_get_monotonic_time ();
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *label = g_strdup_printf ("all %u 3x3 positions, %s",
                                                r.positions->len,
                                                mnk_score_mode_to_string (modes[i]));
      bench_all (r.positions, modes[i], label);
    }
  row ("all 3x3 positions, every mode, in total", "",
       0, (g_get_monotonic_time () - t0) / 1000.0);

  bench_one ("4,4,4", MNK_SCORE_WDL, 0, FALSE);
  bench_one ("4,4,4", MNK_SCORE_WDL, 0, TRUE);
  bench_one ("4,4,4", MNK_SCORE_QUICK, 0, TRUE);
  bench_one ("4,4,4", MNK_SCORE_EXPECTED, 0, TRUE);
  bench_one ("4,4,3", MNK_SCORE_QUICK, 0, TRUE);
  bench_one ("5,4,4", MNK_SCORE_WDL, 60, TRUE);
  bench_one ("5,5,4", MNK_SCORE_WDL, 60, TRUE);
  bench_one ("5,5,5", MNK_SCORE_WDL, 60, FALSE);
  bench_one ("6,5,4", MNK_SCORE_WDL, 60, FALSE);
  bench_one ("4,4,4", MNK_SCORE_LINES, 60, TRUE);

  MnkGame g444 = { 4, 4, 4, MNK_PIECE_X };
  MnkCount c;
  t0 = g_get_monotonic_time ();
  if (mnk_count_positions (&g444, TRUE, 0, NULL, &c, NULL))
    {
      g_autofree char *result = g_strdup_printf ("%" G_GUINT64_FORMAT " positions", c.positions);
      row ("count 4,4,4 (positions, classes, games)", result, c.positions,
           (g_get_monotonic_time () - t0) / 1000.0);
    }

  g_ptr_array_unref (r.positions);
  g_hash_table_unref (r.seen);
  return 0;
}
