/* test-board.c — the board painter: layout and hit-testing agree with what
 * is drawn, palettes, pieces, winning lines, heat map, PV numbers, cursor. */
#include "noughts-render.h"
#include "pixels.h"

#include <math.h>

typedef struct {
  int width, height;
  cairo_surface_t *surface;
} Canvas;

/* Paints pos onto a fresh white-less (transparent unless style->background)
 * surface of width x height. */
static Canvas
paint (const MnkPosition *pos, MnkScoreMode mode, const NoughtsBoardStyle *style,
       int width, int height)
{
  Canvas c = { width, height,
               cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height) };
  cairo_t *cr = cairo_create (c.surface);

  noughts_render_board (cr, width, height, pos, mode, style);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  return c;
}

static void
cell_rect (const MnkGame *game, const Canvas *c, gboolean coordinates, int cell,
           double *x, double *y, double *size)
{
  NoughtsBoardLayout layout;

  noughts_board_layout (&layout, game->rows, game->cols, coordinates,
                        c->width, c->height);
  noughts_board_layout_cell (&layout, cell, x, y);
  *size = layout.cell;
}

static char *
board_text (int rows, int cols, int x_at)
{
  GString *s = g_string_new (NULL);

  for (int r = 0; r < rows; r++)
    {
      if (r > 0)
        g_string_append_c (s, '/');
      for (int c = 0; c < cols; c++)
        g_string_append_c (s, r * cols + c == x_at ? 'x' : '.');
    }
  return g_string_free (s, FALSE);
}

/* The centre of every cell hit-tests to that cell, at awkward sizes, and a
 * point off the grid to none. */
static void
test_cell_at_layout (void)
{
  const int games[][2] = { { 3, 3 }, { 5, 4 }, { 4, 5 } };
  const double sizes[][2] = { { 300, 300 }, { 417, 233 }, { 120.5, 390.25 }, { 37, 41 } };
  NoughtsBoardStyle style;

  noughts_board_style_init (&style);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (int coords = 0; coords <= 1; coords++)
      for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
        {
          MnkGame game = { games[g][0], games[g][1], 3, MNK_PIECE_X };
          NoughtsBoardLayout l;
          double w = sizes[s][0], h = sizes[s][1];
          style.coordinates = coords;
          noughts_board_layout (&l, game.rows, game.cols, coords, w, h);
          g_assert_cmpfloat (l.cell, >, 0);
          /* square cells, grid inside the rectangle, centred */
          g_assert_cmpfloat (l.x0 - l.label, >=, -1e-9);
          g_assert_cmpfloat (l.y0 - l.label, >=, -1e-9);
          g_assert_cmpfloat (l.x0 + game.cols * l.cell, <=, w + 1e-9);
          g_assert_cmpfloat (l.y0 + game.rows * l.cell, <=, h + 1e-9);
          for (int cell = 0; cell < game.rows * game.cols; cell++)
            {
              double x, y;
              noughts_board_layout_cell (&l, cell, &x, &y);
              g_assert_cmpint (noughts_render_cell_at (&game, w, h, &style,
                                                       x + l.cell / 2, y + l.cell / 2), ==, cell);
              g_assert_cmpint (noughts_render_cell_at (&game, w, h, &style,
                                                       x + 0.01, y + l.cell - 0.01), ==, cell);
            }
          g_assert_cmpint (noughts_render_cell_at (&game, w, h, &style,
                                                   l.x0 - 0.5, l.y0 + 1), ==, -1);
          g_assert_cmpint (noughts_render_cell_at (&game, w, h, &style,
                                                   l.x0 + 1, l.y0 - 0.5), ==, -1);
          g_assert_cmpint (noughts_render_cell_at (&game, w, h, &style,
                                                   l.x0 + game.cols * l.cell + 0.5,
                                                   l.y0 + 1), ==, -1);
          g_assert_cmpint (noughts_render_cell_at (&game, w, h, &style, -5, -5), ==, -1);
        }
}

/* Independently of the layout's own arithmetic: draw one X, find its blue
 * pixels, and hit-test the middle of what was drawn. */
static void
test_cell_at_drawn (void)
{
  const int games[][2] = { { 3, 3 }, { 5, 4 } };
  NoughtsBoardStyle style;

  noughts_board_style_init (&style);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (int coords = 0; coords <= 1; coords++)
      {
        int rows = games[g][0], cols = games[g][1];
        style.coordinates = coords;
        for (int cell = 0; cell < rows * cols; cell++)
          {
            g_autofree char *text = board_text (rows, cols, cell);
            MnkPosition pos = position_from (text, 3);
            Canvas c = paint (&pos, MNK_SCORE_WDL, &style, 263, 211);
            int x_min = c.width, x_max = -1, y_min = c.height, y_max = -1;
            for (int y = 0; y < c.height; y++)
              for (int x = 0; x < c.width; x++)
                if (pixel_is_blue (pixel_at (c.surface, x, y)))
                  {
                    x_min = MIN (x_min, x);
                    x_max = MAX (x_max, x);
                    y_min = MIN (y_min, y);
                    y_max = MAX (y_max, y);
                  }
            g_assert_cmpint (x_max, >=, 0);
            double cx = (x_min + x_max + 1) / 2.0, cy = (y_min + y_max + 1) / 2.0;
            g_assert_cmpint (noughts_render_cell_at (&pos.game, c.width, c.height,
                                                     &style, cx, cy), ==, cell);
            cairo_surface_destroy (c.surface);
          }
      }
}

static void
test_palettes (void)
{
  MnkPosition pos = position_from ("x../.o./...", 0);
  NoughtsBoardStyle style;
  double x, y, cell;

  noughts_board_style_init (&style);
  style.background = TRUE;
  for (int dark = 0; dark <= 1; dark++)
    {
      style.dark = dark;
      Canvas c = paint (&pos, MNK_SCORE_WDL, &style, 300, 300);
      Pixel corner = pixel_at (c.surface, 1, 1);
      cell_rect (&pos.game, &c, FALSE, 0, &x, &y, &cell);
      /* the grid line between a1 and b1, half way down */
      Pixel line = pixel_at (c.surface, x + cell + 0.5, y + cell / 2);
      Pixel empty = pixel_at (c.surface, x + 2.5 * cell, y + 0.5 * cell);
      if (dark)
        {
          g_assert_cmpfloat (pixel_luminance (corner), <, 0.2);
          g_assert_cmpfloat (pixel_luminance (line), >, 0.6);
        }
      else
        {
          g_assert_cmpfloat (pixel_luminance (corner), >, 0.9);
          g_assert_cmpfloat (pixel_luminance (line), <, 0.4);
        }
      g_assert_cmpfloat (fabs (pixel_luminance (empty) - pixel_luminance (corner)), <, 0.05);
      /* X is blue at the crossing of its strokes; O orange on its ring */
      g_assert_true (pixel_is_blue (pixel_at (c.surface, x + cell / 2, y + cell / 2)));
      cell_rect (&pos.game, &c, FALSE, 4, &x, &y, &cell);
      g_assert_true (pixel_is_orange (pixel_at (c.surface, x + cell / 2 + 0.28 * cell,
                                                y + cell / 2)));
      g_assert_false (pixel_is_orange (pixel_at (c.surface, x + cell / 2, y + cell / 2)));
      cairo_surface_destroy (c.surface);
    }
  /* without a background the page around the board is left alone */
  style.background = FALSE;
  Canvas c = paint (&pos, MNK_SCORE_WDL, &style, 300, 200);
  g_assert_cmpfloat (pixel_at (c.surface, 2, 2).a, ==, 0);
  cairo_surface_destroy (c.surface);
}

/* The winning line crosses the grid line between two of its cells. */
static void
test_winning_line (void)
{
  const char *texts[] = { "xxx/oo./...", "xx./oo./x.." };
  NoughtsBoardStyle style;

  noughts_board_style_init (&style);
  style.background = TRUE;
  for (int i = 0; i < 2; i++)
    {
      MnkPosition pos = position_from (texts[i], 0);
      Canvas c = paint (&pos, MNK_SCORE_WDL, &style, 240, 240);
      double x, y, cell;
      cell_rect (&pos.game, &c, FALSE, 0, &x, &y, &cell);
      Pixel between = pixel_at (c.surface, x + cell + 0.5, y + cell / 2);
      g_assert_cmpint (pixel_is_blue (between), ==, i == 0);
      cairo_surface_destroy (c.surface);
    }
  /* an O diagonal on a 4x4 board with k = 3 */
  MnkPosition pos = position_from ("o.../xo../x.o./x...", 3);
  pos.to_move = MNK_PIECE_X;
  Canvas c = paint (&pos, MNK_SCORE_WDL, &style, 240, 240);
  double x, y, cell;
  cell_rect (&pos.game, &c, FALSE, 5, &x, &y, &cell);
  /* the corner shared by b2 and c3 lies on the line, not on the ring */
  g_assert_true (pixel_is_orange (pixel_at (c.surface, x + cell, y + cell)));
  cairo_surface_destroy (c.surface);
}

static gboolean
pixel_is_dark (Pixel p)
{
  return pixel_luminance (p) < 0.3;
}

static Pixel
heat_pixel (const Canvas *c, const MnkGame *game, gboolean coordinates, int cell)
{
  double x, y, size;

  cell_rect (game, c, coordinates, cell, &x, &y, &size);
  /* bottom-left corner: no score text, no last-move dot there */
  return pixel_at (c->surface, x + 0.12 * size, y + 0.88 * size);
}

static void
test_heat_map (void)
{
  g_autoptr (MnkAnalysis) a = analysis_of ("xx./oo./x.. o", MNK_SCORE_WDL);
  NoughtsBoardStyle style;

  g_assert_cmpint (a->to_move, ==, MNK_PIECE_O);
  noughts_board_style_init (&style);
  style.background = TRUE;
  style.coordinates = TRUE;
  style.analysis = a;
  for (int dark = 0; dark <= 1; dark++)
    {
      style.dark = dark;
      style.heat_map = TRUE;
      Canvas c = paint (&a->position, a->mode, &style, 330, 330);
      /* O to move: c2 wins for O at once (green); b3 and c3 let X win
       * at c1 (red) */
      g_assert_true (pixel_is_green (heat_pixel (&c, &a->position.game, TRUE, 5)));
      g_assert_true (pixel_is_red (heat_pixel (&c, &a->position.game, TRUE, 8)));
      g_assert_true (pixel_is_red (heat_pixel (&c, &a->position.game, TRUE, 7)));
      /* a score is written in the cell: its centre is not the fill colour */
      double x, y, cell;
      cell_rect (&a->position.game, &c, TRUE, 5, &x, &y, &cell);
      int text = pixels_count (c.surface, x + 0.3 * cell, y + 0.3 * cell,
                               0.4 * cell, 0.4 * cell, pixel_is_green);
      g_assert_cmpint (text, <, 0.16 * cell * cell * 0.95);
      cairo_surface_destroy (c.surface);

      style.heat_map = FALSE;
      c = paint (&a->position, a->mode, &style, 330, 330);
      g_assert_false (pixel_is_green (heat_pixel (&c, &a->position.game, TRUE, 5)));
      g_assert_false (pixel_is_red (heat_pixel (&c, &a->position.game, TRUE, 8)));
      cairo_surface_destroy (c.surface);
    }

  /* a faster win is a deeper green than a slower one: X wins at once on
   * c1 and later after other moves; compare its fastest and slowest */
  g_autoptr (MnkAnalysis) b = analysis_of ("xx../o.o./.... x", MNK_SCORE_WDL);
  style.analysis = b;
  style.heat_map = TRUE;
  style.dark = FALSE;
  style.coordinates = FALSE;
  Canvas c = paint (&b->position, b->mode, &style, 400, 300);
  const MnkMoveValue *fast = NULL, *slow = NULL;
  for (guint i = 0; i < b->moves->len; i++)
    {
      const MnkMoveValue *mv = &g_array_index (b->moves, MnkMoveValue, i);
      if (mv->value.result != MNK_RESULT_X)
        continue;
      if (fast == NULL || mv->value.plies < fast->value.plies)
        fast = mv;
      if (slow == NULL || mv->value.plies > slow->value.plies)
        slow = mv;
    }
  g_assert_nonnull (fast);
  g_assert_cmpint (fast->value.plies, <, slow->value.plies);
  Pixel pf = heat_pixel (&c, &b->position.game, FALSE, fast->cell);
  Pixel ps = heat_pixel (&c, &b->position.game, FALSE, slow->cell);
  g_assert_true (pixel_is_green (pf));
  g_assert_true (pixel_is_green (ps));
  g_assert_cmpfloat (pixel_luminance (pf), <, pixel_luminance (ps));
  cairo_surface_destroy (c.surface);
}

static void
test_heat_map_expected (void)
{
  g_autoptr (MnkAnalysis) a = analysis_of ("..../.xo./.ox./....", MNK_SCORE_EXPECTED);
  NoughtsBoardStyle style;

  noughts_board_style_init (&style);
  style.background = TRUE;
  style.analysis = a;
  style.heat_map = TRUE;
  Canvas c = paint (&a->position, a->mode, &style, 300, 300);
  for (guint i = 0; i < a->moves->len; i++)
    {
      const MnkMoveValue *mv = &g_array_index (a->moves, MnkMoveValue, i);
      Pixel p = heat_pixel (&c, &a->position.game, FALSE, mv->cell);
      double s = mnk_score_to_double (mv->value.score);
      if (s > a->payoff[1])
        g_assert_true (pixel_is_green (p));
      else if (s < a->payoff[1])
        g_assert_true (pixel_is_red (p));
    }
  cairo_surface_destroy (c.surface);
}

/* A stopped search proved nothing about a move: no win or loss colour. */
static void
test_heat_map_unknown (void)
{
  g_autoptr (MnkAnalysis) a = analysis_of ("xx./oo./x.. o", MNK_SCORE_WDL);
  NoughtsBoardStyle style;

  for (guint i = 0; i < a->moves->len; i++)
    {
      MnkMoveValue *mv = &g_array_index (a->moves, MnkMoveValue, i);
      mv->value.exact = FALSE;
      mv->value.result = MNK_RESULT_UNKNOWN;
      mv->value.plies = -1;
    }
  noughts_board_style_init (&style);
  style.background = TRUE;
  style.analysis = a;
  style.heat_map = TRUE;
  Canvas c = paint (&a->position, a->mode, &style, 300, 300);
  for (guint i = 0; i < a->moves->len; i++)
    {
      int cell = g_array_index (a->moves, MnkMoveValue, i).cell;
      Pixel p = heat_pixel (&c, &a->position.game, FALSE, cell);
      g_assert_false (pixel_is_green (p));
      g_assert_false (pixel_is_red (p));
      /* a question mark, in the dark text colour, sits in the middle */
      double x, y, size;
      cell_rect (&a->position.game, &c, FALSE, cell, &x, &y, &size);
      g_assert_cmpint (pixels_count (c.surface, x + 0.3 * size, y + 0.3 * size,
                                     0.4 * size, 0.4 * size, pixel_is_dark), >, 10);
    }
  cairo_surface_destroy (c.surface);
}

/* PV numbers on empty cells take the colour of the side that plays them. */
static void
test_numbers (void)
{
  MnkPosition pos = position_from ("x../.o./... x", 0);
  int numbers[9] = { 0 };
  NoughtsBoardStyle style;

  numbers[2] = 1;   /* X plays c1 */
  numbers[6] = 2;   /* O answers a3 */
  noughts_board_style_init (&style);
  style.background = TRUE;
  style.numbers = numbers;
  style.n_numbers = 9;
  Canvas c = paint (&pos, MNK_SCORE_WDL, &style, 300, 300);
  double x, y, cell;
  cell_rect (&pos.game, &c, FALSE, 2, &x, &y, &cell);
  g_assert_cmpint (pixels_count (c.surface, x, y, cell, cell, pixel_is_blue), >, 20);
  g_assert_cmpint (pixels_count (c.surface, x, y, cell, cell, pixel_is_orange), ==, 0);
  cell_rect (&pos.game, &c, FALSE, 6, &x, &y, &cell);
  g_assert_cmpint (pixels_count (c.surface, x, y, cell, cell, pixel_is_orange), >, 20);
  g_assert_cmpint (pixels_count (c.surface, x, y, cell, cell, pixel_is_blue), ==, 0);
  cell_rect (&pos.game, &c, FALSE, 8, &x, &y, &cell);
  g_assert_cmpint (pixels_count (c.surface, x + 2, y + 2, cell - 4, cell - 4, pixel_is_blue), ==, 0);
  cairo_surface_destroy (c.surface);
}

static void
test_cursor_and_last_move (void)
{
  MnkPosition pos = position_from ("x../.o./...", 0);
  NoughtsBoardStyle style;
  double x, y, cell;

  noughts_board_style_init (&style);
  style.background = TRUE;
  Canvas plain = paint (&pos, MNK_SCORE_WDL, &style, 300, 300);
  style.cursor = 8;
  style.last_move = 4;
  Canvas marked = paint (&pos, MNK_SCORE_WDL, &style, 300, 300);

  cell_rect (&pos.game, &plain, FALSE, 8, &x, &y, &cell);
  /* the cursor's outline runs along the inside of the cell's edges */
  g_assert_cmpint (pixels_count (plain.surface, x, y, cell, cell, pixel_is_blue), ==, 0);
  g_assert_cmpint (pixels_count (marked.surface, x, y, cell, cell, pixel_is_blue), >, 2 * cell);
  /* the last move's mark sits in its cell's upper right, in O's colour */
  cell_rect (&pos.game, &plain, FALSE, 4, &x, &y, &cell);
  int before = pixels_count (plain.surface, x + 0.75 * cell, y, 0.25 * cell, 0.25 * cell,
                             pixel_is_orange);
  int after = pixels_count (marked.surface, x + 0.75 * cell, y, 0.25 * cell, 0.25 * cell,
                            pixel_is_orange);
  g_assert_cmpint (after, >, before + 10);
  cairo_surface_destroy (plain.surface);
  cairo_surface_destroy (marked.surface);
}

/* Tiny and degenerate sizes paint nothing wrong and hit nothing. */
static void
test_degenerate (void)
{
  MnkPosition pos = position_from ("x../.o./...", 0);
  NoughtsBoardStyle style;

  noughts_board_style_init (&style);
  style.coordinates = TRUE;
  Canvas c = paint (&pos, MNK_SCORE_WDL, &style, 1, 1);
  cairo_surface_destroy (c.surface);
  g_assert_cmpint (noughts_render_cell_at (&pos.game, 0, 0, &style, 0, 0), ==, -1);
  /* a one-cell window (k = 1) still paints its mark */
  MnkPosition one = position_from ("x../.../...", 1);
  c = paint (&one, MNK_SCORE_WDL, &style, 90, 90);
  cairo_surface_destroy (c.surface);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/cell-at/layout", test_cell_at_layout);
  g_test_add_func ("/render/cell-at/drawn", test_cell_at_drawn);
  g_test_add_func ("/render/palettes", test_palettes);
  g_test_add_func ("/render/winning-line", test_winning_line);
  g_test_add_func ("/render/heat-map/wdl", test_heat_map);
  g_test_add_func ("/render/heat-map/expected", test_heat_map_expected);
  g_test_add_func ("/render/heat-map/unknown", test_heat_map_unknown);
  g_test_add_func ("/render/numbers", test_numbers);
  g_test_add_func ("/render/cursor-last-move", test_cursor_and_last_move);
  g_test_add_func ("/render/degenerate", test_degenerate);
  return g_test_run ();
}
