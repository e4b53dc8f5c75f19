/* test-strategy.c — the strategy tree: every reachable decision point once,
 * every move optimal (checked with a solver of its own), no game lost that
 * could be held; the map draws each board's move where the tree says; trees
 * over the limit are refused with the numbers in the message. */
#include "noughts-export.h"
#include "noughts-render.h"
#include "noughts-strategy.h"
#include "pixels.h"

#include <stdlib.h>
#include <string.h>

static char *scratch;

typedef struct {
  const NoughtsStrategy *strategy;
  MnkSolver *solver;
  int *visits;
  guint decisions;
  guint leaves;
  GHashTable *distinct;   /* decision positions, as notation */
} Walk;

static MnkResult
solve (MnkSolver *solver, const MnkPosition *pos)
{
  MnkValue value;
  g_autoptr (GError) error = NULL;

  g_assert_true (mnk_solver_solve (solver, pos, NULL, &value, &error));
  g_assert_no_error (error);
  g_assert_true (value.exact);
  return value.result;
}

static MnkResult
result_of_status (MnkStatus status)
{
  switch (status)
    {
    case MNK_STATUS_X_WON: return MNK_RESULT_X;
    case MNK_STATUS_O_WON: return MNK_RESULT_O;
    default: return MNK_RESULT_DRAW;
    }
}

static gboolean
same_position (const MnkPosition *a, const MnkPosition *b)
{
  return a->stones[0] == b->stones[0] && a->stones[1] == b->stones[1]
    && a->to_move == b->to_move;
}

/* The children of a node are exactly the replies to `after`, once each. */
static void
check_replies (Walk *w, int index, const NoughtsStrategyNode *node,
               const MnkPosition *after)
{
  guint64 seen = 0;

  g_assert_cmpint (node->n_children, ==,
                   __builtin_popcountll (mnk_position_empty (after)));
  for (int i = 0; i < node->n_children; i++)
    {
      const NoughtsStrategyNode *child =
        noughts_strategy_node (w->strategy, node->first_child + i);
      guint64 bit = G_GUINT64_CONSTANT (1) << child->reply;
      MnkPosition expect = *after;
      g_assert_cmpint (child->parent, ==, index);
      g_assert_cmpint (child->depth, ==, node->depth + 1);
      g_assert_true (mnk_position_empty (after) & bit);
      g_assert_false (seen & bit);
      seen |= bit;
      mnk_position_play (&expect, child->reply);
      g_assert_true (same_position (&child->position, &expect));
    }
}

static void
walk (Walk *w, int index)
{
  const NoughtsStrategyNode *node = noughts_strategy_node (w->strategy, index);
  MnkPiece side = w->strategy->side;

  w->visits[index]++;
  g_assert_cmpint (node->status, ==, mnk_position_status (&node->position, MNK_SCORE_WDL));
  if (node->status != MNK_STATUS_ONGOING)
    {
      /* a strategy that can hold the game never loses it */
      g_assert_cmpint (node->move, ==, -1);
      g_assert_cmpint (node->n_children, ==, 0);
      g_assert_cmpint (result_of_status (node->status), !=,
                       side == MNK_PIECE_X ? MNK_RESULT_O : MNK_RESULT_X);
      w->leaves++;
      return;
    }

  MnkPosition after = node->position;
  if (node->position.to_move == side)
    {
      w->decisions++;
      g_hash_table_add (w->distinct, mnk_position_format (&node->position, TRUE));
      g_assert_cmpint (node->move, >=, 0);
      g_assert_cmpint (mnk_position_get (&node->position, node->move), ==, MNK_PIECE_EMPTY);
      /* optimal: the move keeps the best result the position has */
      MnkResult best = solve (w->solver, &node->position);
      mnk_position_play (&after, node->move);
      MnkStatus status = mnk_position_status (&after, MNK_SCORE_WDL);
      MnkResult kept = status == MNK_STATUS_ONGOING ? solve (w->solver, &after)
                                                    : result_of_status (status);
      g_assert_cmpint (kept, ==, best);
      g_assert_cmpint (node->value.result, ==, best);
      if (status != MNK_STATUS_ONGOING)
        {
          g_assert_cmpint (node->n_children, ==, 0);
          g_assert_cmpint (result_of_status (status), !=,
                           side == MNK_PIECE_X ? MNK_RESULT_O : MNK_RESULT_X);
          w->leaves++;
          return;
        }
    }
  else
    {
      /* only the root may leave the first move to the opponent */
      g_assert_cmpint (index, ==, 0);
      g_assert_cmpint (node->move, ==, -1);
    }
  check_replies (w, index, node, &after);
  for (int i = 0; i < node->n_children; i++)
    walk (w, node->first_child + i);
}

static NoughtsStrategy *
build (const char *text, MnkPiece side, guint limit)
{
  MnkPosition pos = position_from (text, 0);
  g_autoptr (GError) error = NULL;
  NoughtsStrategy *s = noughts_strategy_build (&pos, side, limit, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (s);
  return s;
}

static void
check_tree (const NoughtsStrategy *s)
{
  MnkSolverOptions options;
  Walk w = { .strategy = s };

  mnk_solver_options_init (&options);
  w.solver = mnk_solver_new (&options);
  w.visits = g_new0 (int, s->nodes->len);
  w.distinct = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  walk (&w, 0);
  for (guint i = 0; i < s->nodes->len; i++)
    g_assert_cmpint (w.visits[i], ==, 1);
  g_assert_cmpuint (w.decisions, ==, s->n_decisions);
  g_test_message ("%s: %u decision points (%u distinct positions), %u games end",
                  s->side == MNK_PIECE_X ? "X" : "O", w.decisions,
                  g_hash_table_size (w.distinct), w.leaves);
  g_hash_table_unref (w.distinct);
  g_free (w.visits);
  mnk_solver_free (w.solver);
}

/* Paints the map to PNG and checks, on every board big enough to read, that
 * the move's cell shows the side's piece. */
static void
check_map (const NoughtsStrategy *s, const char *name)
{
  g_autofree char *path = g_build_filename (scratch, name, NULL);
  NoughtsImageOptions options;
  g_autoptr (GError) error = NULL;
  int checked = 0;

  noughts_image_options_init (&options);
  g_assert_true (noughts_export_strategy_map (s, &options, NOUGHTS_IMAGE_PNG, path, &error));
  g_assert_no_error (error);
  cairo_surface_t *png = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  double width = cairo_image_surface_get_width (png);
  double height = cairo_image_surface_get_height (png);
  double pw, ph;
  noughts_strategy_page_size (s, options.size, options.coordinates, &pw, &ph);
  g_assert_cmpfloat (pw, ==, width);
  g_assert_cmpfloat (ph, ==, height);

  for (guint i = 0; i < s->nodes->len; i++)
    {
      const NoughtsStrategyNode *node = noughts_strategy_node (s, i);
      double x, y, w, h, cx, cy;
      NoughtsBoardLayout l;
      if (node->move < 0
          || !noughts_strategy_node_box (s, i, width, height, options.coordinates,
                                         &x, &y, &w, &h))
        continue;
      noughts_board_layout (&l, node->position.game.rows, node->position.game.cols,
                            options.coordinates && i == 0, w, h);
      if (l.cell < 9)
        continue;
      noughts_board_layout_cell (&l, node->move, &cx, &cy);
      cx += x + l.cell / 2;
      cy += y + l.cell / 2;
      if (s->side == MNK_PIECE_X)
        g_assert_true (pixel_is_blue (pixel_at (png, cx, cy)));
      else
        g_assert_true (pixel_is_orange (pixel_at (png, cx + 0.28 * l.cell, cy)));
      checked++;
    }
  g_assert_cmpint (checked, >, 8);
  g_test_message ("%d boards checked on a %.0fx%.0f map", checked, width, height);
  cairo_surface_destroy (png);
}

static void
test_empty_board_x (void)
{
  g_autoptr (NoughtsStrategy) s = build (".../.../...", MNK_PIECE_X, 0);

  g_assert_cmpint (s->side, ==, MNK_PIECE_X);
  g_assert_cmpint (s->result, ==, MNK_RESULT_DRAW);
  g_assert_cmpint (noughts_strategy_node (s, 0)->move, >=, 0);
  check_tree (s);
  check_map (s, "strategy-x.png");
}

static void
test_empty_board_o (void)
{
  g_autoptr (NoughtsStrategy) s = build (".../.../...", MNK_PIECE_O, 0);

  g_assert_cmpint (s->result, ==, MNK_RESULT_DRAW);
  /* X moves first: the root is every first move, each answered */
  const NoughtsStrategyNode *root = noughts_strategy_node (s, 0);
  g_assert_cmpint (root->move, ==, -1);
  g_assert_cmpint (root->n_children, ==, 9);
  check_tree (s);
  check_map (s, "strategy-o.png");
}

/* A won position for the side: the strategy wins every line. */
static void
test_winning_side (void)
{
  g_autoptr (NoughtsStrategy) s = build ("x../.o./..x o", MNK_PIECE_O, 0);
  g_autoptr (NoughtsStrategy) t = build ("x.../..../.... o", MNK_PIECE_X, 0);

  check_tree (s);
  /* 3x4, k = 3: X (first) wins; every game of the tree ends in X's line */
  g_assert_cmpint (t->result, ==, MNK_RESULT_X);
  check_tree (t);
  for (guint i = 0; i < t->nodes->len; i++)
    {
      const NoughtsStrategyNode *node = noughts_strategy_node (t, i);
      if (node->status != MNK_STATUS_ONGOING)
        g_assert_cmpint (node->status, ==, MNK_STATUS_X_WON);
    }
}

static void
test_finished_and_illegal (void)
{
  g_autoptr (NoughtsStrategy) s = build ("xxx/oo./...", MNK_PIECE_O, 0);
  MnkPosition bad = position_from ("xxx/ooo/...", 0);
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (s->nodes->len, ==, 1);
  g_assert_cmpuint (s->n_decisions, ==, 0);
  g_assert_cmpint (s->result, ==, MNK_RESULT_X);
  g_assert_null (noughts_strategy_build (&bad, MNK_PIECE_X, 0, NULL, &error));
  g_assert_error (error, MNK_ERROR, MNK_ERROR_ILLEGAL);
}

static void
test_too_large (void)
{
  MnkPosition pos = position_from (".../.../...", 0);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (scratch, "refused.pdf", NULL);
  NoughtsImageOptions options;

  g_assert_null (noughts_strategy_build (&pos, MNK_PIECE_O, 50, NULL, &error));
  g_assert_error (error, MNK_ERROR, MNK_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "more than 50 decision points"));
  g_assert_nonnull (strstr (error->message, "limit is 50"));
  g_clear_error (&error);

  /* the export refuses too, and writes nothing */
  noughts_image_options_init (&options);
  g_assert_false (noughts_export_strategy (&pos, MNK_PIECE_X, 20, &options,
                                           NOUGHTS_IMAGE_PDF, path, NULL, &error));
  g_assert_error (error, MNK_ERROR, MNK_ERROR_TOO_LARGE);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* SVG and PDF maps are written whole: well-formed, one page. */
static void
test_vector_maps (void)
{
  MnkPosition pos = position_from (".../.../...", 0);
  g_autofree char *svg = g_build_filename (scratch, "map.svg", NULL);
  g_autofree char *pdf = g_build_filename (scratch, "map.pdf", NULL);
  g_autofree char *contents = NULL;
  NoughtsImageOptions options;
  g_autoptr (GError) error = NULL;

  noughts_image_options_init (&options);
  options.dark = TRUE;
  g_assert_true (noughts_export_strategy (&pos, MNK_PIECE_O, 0, &options,
                                          NOUGHTS_IMAGE_SVG, svg, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (noughts_export_strategy (&pos, MNK_PIECE_X, 0, &options,
                                          NOUGHTS_IMAGE_PDF, pdf, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (svg, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "<?xml"));

  g_autofree char *xmllint = g_find_program_in_path ("xmllint");
  if (xmllint == NULL)
    {
      g_test_skip ("xmllint is not installed");
      return;
    }
  const char *argv[] = { xmllint, "--noout", "--huge", svg, NULL };
  int status;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                               NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  /* librsvg draws it, at a quarter of its size in points */
  g_autofree char *rsvg = g_find_program_in_path ("rsvg-convert");
  g_autofree char *png = g_build_filename (scratch, "map-svg.png", NULL);
  if (rsvg == NULL)
    {
      g_test_skip ("rsvg-convert is not installed");
      return;
    }
  const char *convert[] = { rsvg, "-d", "72", "-p", "72", "-z", "0.25", "-o", png, svg, NULL };
  g_assert_true (g_spawn_sync (NULL, (char **) convert, NULL, G_SPAWN_DEFAULT,
                               NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_autoptr (NoughtsStrategy) s = noughts_strategy_build (&pos, MNK_PIECE_O, 0, NULL, &error);
  g_assert_no_error (error);
  double w, h;
  noughts_strategy_page_size (s, options.size, options.coordinates, &w, &h);
  cairo_surface_t *image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (abs (cairo_image_surface_get_width (image) - (int) (w / 4 + 0.5)), <=, 1);
  g_assert_cmpint (abs (cairo_image_surface_get_height (image) - (int) (h / 4 + 0.5)), <=, 1);
  /* a dark page */
  g_assert_cmpfloat (pixel_luminance (pixel_at (image, 2, 2)), <, 0.2);
  cairo_surface_destroy (image);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  scratch = scratch_dir_new ();
  g_test_add_func ("/strategy/empty-board/x", test_empty_board_x);
  g_test_add_func ("/strategy/empty-board/o", test_empty_board_o);
  g_test_add_func ("/strategy/winning-side", test_winning_side);
  g_test_add_func ("/strategy/finished-and-illegal", test_finished_and_illegal);
  g_test_add_func ("/strategy/too-large", test_too_large);
  g_test_add_func ("/strategy/vector-maps", test_vector_maps);
  int status = g_test_run ();
  scratch_dir_remove (scratch);
  g_free (scratch);
  return status;
}
