/* test-board.c — the board painter: layout and hit-testing agree with what
 * is drawn, palettes, pieces, winning lines, heat map, PV numbers, cursor. */
#include "noughts-render.h"
#include "pixels.h"

#include <math.h>
#include <string.h>
#ifdef NOUGHTS_HAVE_FONTCONFIG
#include <fontconfig/fontconfig.h>
#endif

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

/* The ink in a rectangle: pixels that differ from the colour at its
 * corner (the cell's fill), their bounding box, and how thick the thickest
 * stroke is (the side of the largest square of ink; a piece's diagonal
 * stroke of 0.11 of a cell holds one of 0.078). */
typedef struct {
  int count;
  int x_min, x_max, y_min, y_max;
  int thickness;
} Ink;

static gboolean
pixels_differ (Pixel a, Pixel b)
{
  return fabs (a.r - b.r) + fabs (a.g - b.g) + fabs (a.b - b.b) > 0.25;
}

static Ink
ink_in (cairo_surface_t *surface, int x, int y, int w, int h)
{
  Pixel fill = pixel_at (surface, x, y);
  Ink ink = { 0, x + w, -1, y + h, -1, 0 };
  g_autofree gboolean *on = g_new0 (gboolean, w * h);

  for (int j = 0; j < h; j++)
    for (int i = 0; i < w; i++)
      if (pixels_differ (pixel_at (surface, x + i, y + j), fill))
        {
          on[j * w + i] = TRUE;
          ink.count++;
          ink.x_min = MIN (ink.x_min, x + i);
          ink.x_max = MAX (ink.x_max, x + i);
          ink.y_min = MIN (ink.y_min, y + j);
          ink.y_max = MAX (ink.y_max, y + j);
        }
  /* the side of the largest square of ink ending at each pixel */
  g_autofree int *square = g_new0 (int, w * h);
  for (int j = 0; j < h; j++)
    for (int i = 0; i < w; i++)
      {
        if (!on[j * w + i])
          continue;
        int side = 1;
        if (i > 0 && j > 0)
          side = 1 + MIN (square[j * w + i - 1],
                          MIN (square[(j - 1) * w + i], square[(j - 1) * w + i - 1]));
        square[j * w + i] = side;
        ink.thickness = MAX (ink.thickness, side);
      }
  return ink;
}

/* A draw's score cannot pass for an O: it is short and thin, far from a
 * piece's 0.11-cell stroke, while a win's score is written large. */
static void
test_heat_map_draw (void)
{
  g_autoptr (MnkAnalysis) draws = analysis_of ("x../.o./...", MNK_SCORE_WDL);
  g_autoptr (MnkAnalysis) wins = analysis_of ("xx./oo./x.. o", MNK_SCORE_WDL);
  NoughtsBoardStyle style;

  noughts_board_style_init (&style);
  style.background = TRUE;
  style.heat_map = TRUE;
  for (int dark = 0; dark <= 1; dark++)
    {
      style.dark = dark;
      style.analysis = draws;
      Canvas c = paint (&draws->position, draws->mode, &style, 360, 360);
      for (guint i = 0; i < draws->moves->len; i++)
        {
          const MnkMoveValue *mv = &g_array_index (draws->moves, MnkMoveValue, i);
          double x, y, cell;
          g_assert_cmpint (mv->value.result, ==, MNK_RESULT_DRAW);
          cell_rect (&draws->position.game, &c, FALSE, mv->cell, &x, &y, &cell);
          /* clear of the grid lines and the card's rounded corners */
          int in = (int) ceil (0.15 * cell);
          Ink ink = ink_in (c.surface, (int) x + in, (int) y + in,
                            (int) cell - 2 * in, (int) cell - 2 * in);
          g_assert_cmpint (ink.count, >, 10);
          g_assert_cmpfloat (ink.y_max - ink.y_min + 1, <, 0.19 * cell);
          g_assert_cmpfloat (ink.thickness, <, 0.05 * cell);
          /* and nowhere near an O's ring, 0.67 of a cell across */
          g_assert_cmpfloat (ink.x_max - ink.x_min + 1, <, 0.4 * cell);
        }
      /* the measure itself: the O's ring is tall and thick */
      double x, y, cell;
      cell_rect (&draws->position.game, &c, FALSE, 4, &x, &y, &cell);
      Ink ring = ink_in (c.surface, (int) x + 3, (int) y + 3, (int) cell - 6, (int) cell - 6);
      g_assert_cmpfloat (ring.y_max - ring.y_min + 1, >, 0.6 * cell);
      g_assert_cmpfloat (ring.thickness, >, 0.06 * cell);
      cairo_surface_destroy (c.surface);

      style.analysis = wins;
      c = paint (&wins->position, wins->mode, &style, 360, 360);
      cell_rect (&wins->position.game, &c, FALSE, 5, &x, &y, &cell);
      int in = (int) ceil (0.15 * cell);
      Ink ink = ink_in (c.surface, (int) x + in, (int) y + in,
                        (int) cell - 2 * in, (int) cell - 2 * in);
      g_assert_cmpfloat (ink.y_max - ink.y_min + 1, >, 0.2 * cell);
      cairo_surface_destroy (c.surface);
    }
}

static gboolean
pixel_is_light (Pixel p)
{
  return pixel_luminance (p) > 0.85;
}

/* A number on a cell its move has filled is a badge in the upper left
 * corner: the X's centre and most of its strokes are untouched. */
static void
test_number_badge (void)
{
  MnkPosition pos = position_from ("x../.o./... x", 0);
  NoughtsBoardStyle style;
  int numbers[9] = { 0 };

  numbers[0] = 1;
  numbers[4] = 12;
  noughts_board_style_init (&style);
  style.background = TRUE;
  const int sizes[] = { 150, 420 };
  for (int dark = 0; dark <= 1; dark++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        int size = sizes[s];
        style.dark = dark;
        style.numbers = NULL;
        style.n_numbers = 0;
        Canvas plain = paint (&pos, MNK_SCORE_WDL, &style, size, size);
        style.numbers = numbers;
        style.n_numbers = 9;
        Canvas numbered = paint (&pos, MNK_SCORE_WDL, &style, size, size);
        double x, y, cell;
        cell_rect (&pos.game, &plain, FALSE, 0, &x, &y, &cell);

        /* the middle of the X, a third of the cell across, is as it was */
        for (int j = (int) (y + cell / 3); j < y + 2 * cell / 3; j++)
          for (int i = (int) (x + cell / 3); i < x + 2 * cell / 3; i++)
            {
              Pixel a = pixel_at (plain.surface, i, j), b = pixel_at (numbered.surface, i, j);
              g_assert_false (pixels_differ (a, b));
            }
        int blue_before = pixels_count (plain.surface, x, y, cell, cell, pixel_is_blue);
        int blue_after = pixels_count (numbered.surface, x, y, cell, cell, pixel_is_blue);
        g_assert_cmpint (blue_after, >, 0.85 * blue_before);

        /* the badge: the foreground colour with the number in the
         * background colour, inside the corner's quarter */
        gboolean (*badge) (Pixel) = dark ? pixel_is_light : pixel_is_dark;
        gboolean (*digits) (Pixel) = dark ? pixel_is_dark : pixel_is_light;
        double q = 0.3 * cell;
        g_assert_cmpint (pixels_count (plain.surface, x + 2, y + 2, q, q, badge), ==, 0);
        g_assert_cmpint (pixels_count (numbered.surface, x + 2, y + 2, q, q, badge), >,
                         0.1 * q * q);
        g_assert_cmpint (pixels_count (numbered.surface, x + 0.08 * cell, y + 0.08 * cell,
                                       0.16 * cell, 0.16 * cell, digits), >, 0);
        /* two digits on the O: the ring's far side is untouched */
        cell_rect (&pos.game, &plain, FALSE, 4, &x, &y, &cell);
        g_assert_true (pixel_is_orange (pixel_at (numbered.surface, x + cell / 2 + 0.28 * cell,
                                                  y + cell / 2)));
        g_assert_true (pixel_is_orange (pixel_at (numbered.surface, x + cell / 2,
                                                  y + cell / 2 + 0.28 * cell)));
        g_assert_cmpint (pixels_count (numbered.surface, x + 2, y + 2, 0.4 * cell, 0.3 * cell,
                                       badge), >, 0.1 * q * q);
        cairo_surface_destroy (plain.surface);
        cairo_surface_destroy (numbered.surface);
      }
}

/* A PV number on a heat map's colour is ringed with the background, so an
 * orange number on red keeps an edge. */
static void
test_number_on_heat (void)
{
  g_autoptr (MnkAnalysis) a = analysis_of ("xx./oo./x.. o", MNK_SCORE_WDL);
  NoughtsBoardStyle style;
  int numbers[9] = { 0 };

  numbers[5] = 1;   /* O wins at c2: green */
  noughts_board_style_init (&style);
  style.background = TRUE;
  style.analysis = a;
  style.heat_map = TRUE;
  style.numbers = numbers;
  style.n_numbers = 9;
  Canvas c = paint (&a->position, a->mode, &style, 330, 330);
  double x, y, cell;
  cell_rect (&a->position.game, &c, FALSE, 5, &x, &y, &cell);
  g_assert_cmpint (pixels_count (c.surface, x + 0.25 * cell, y + 0.15 * cell,
                                 0.5 * cell, 0.55 * cell, pixel_is_orange), >, 20);
  g_assert_cmpint (pixels_count (c.surface, x + 0.25 * cell, y + 0.15 * cell,
                                 0.5 * cell, 0.55 * cell, pixel_is_light), >, 20);
  cairo_surface_destroy (c.surface);
}

/* Text "Sans" cannot draw (a Chinese translation) comes out in a font that
 * has it, when one is installed: every character has a glyph, and two
 * different characters do not paint the same box. */
static void
test_text_fallback (void)
{
#ifdef NOUGHTS_HAVE_FONTCONFIG
  const char *word = "\u7b56\u7565";   /* 策略 */
  FcPattern *pattern = FcPatternCreate ();
  FcCharSet *charset = FcCharSetCreate ();
  FcCharSetAddChar (charset, 0x7b56);
  FcCharSetAddChar (charset, 0x7565);
  FcPatternAddCharSet (pattern, FC_CHARSET, charset);
  FcObjectSet *objects = FcObjectSetBuild (FC_FAMILY, NULL);
  FcFontSet *fonts = FcFontList (NULL, pattern, objects);
  gboolean have_cjk = fonts != NULL && fonts->nfont > 0;
  if (fonts)
    FcFontSetDestroy (fonts);
  FcObjectSetDestroy (objects);
  FcPatternDestroy (pattern);
  FcCharSetDestroy (charset);
  if (!have_cjk)
    {
      g_test_skip ("no font with Chinese characters is installed");
      return;
    }

  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 200, 100);
  cairo_t *cr = cairo_create (surface);
  for (int bold = 0; bold <= 1; bold++)
    {
      cairo_glyph_t *glyphs = NULL;
      int n = 0;
      noughts_render_select_font (cr, word, 40, bold);
      g_assert_cmpint (cairo_scaled_font_text_to_glyphs (cairo_get_scaled_font (cr), 0, 0,
                                                         word, -1, &glyphs, &n, NULL, NULL,
                                                         NULL), ==, CAIRO_STATUS_SUCCESS);
      g_assert_cmpint (n, ==, 2);
      g_assert_cmpuint (glyphs[0].index, !=, 0);
      g_assert_cmpuint (glyphs[1].index, !=, 0);
      g_assert_cmpuint (glyphs[0].index, !=, glyphs[1].index);
      cairo_glyph_free (glyphs);
    }
  /* drawn: the two characters' ink differs */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  noughts_render_text (cr, "\u7b56", 60, FALSE, 50, 50);
  noughts_render_text (cr, "\u7565", 60, FALSE, 150, 50);
  cairo_destroy (cr);
  int differ = 0, ink = 0;
  for (int j = 0; j < 100; j++)
    for (int i = 0; i < 100; i++)
      {
        gboolean a = pixel_is_dark (pixel_at (surface, i, j));
        gboolean b = pixel_is_dark (pixel_at (surface, i + 100, j));
        ink += a;
        differ += a != b;
      }
  g_assert_cmpint (ink, >, 100);
  g_assert_cmpint (differ, >, ink / 4);
  cairo_surface_destroy (surface);
  /* plain Latin text keeps "Sans" itself */
  cr = cairo_create (cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 10, 10));
  noughts_render_select_font (cr, "X wins", 12, FALSE);
  cairo_font_face_t *face = cairo_get_font_face (cr);
  g_assert_cmpint (cairo_font_face_get_type (face), ==, CAIRO_FONT_TYPE_TOY);
  g_assert_cmpstr (cairo_toy_font_face_get_family (face), ==, "Sans");
  cairo_surface_destroy (cairo_get_target (cr));
  cairo_destroy (cr);
#else
  g_test_skip ("built without fontconfig");
#endif
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
  g_test_add_func ("/render/heat-map/draw", test_heat_map_draw);
  g_test_add_func ("/render/numbers", test_numbers);
  g_test_add_func ("/render/numbers/badge", test_number_badge);
  g_test_add_func ("/render/numbers/on-heat", test_number_on_heat);
  g_test_add_func ("/render/text-fallback", test_text_fallback);
  g_test_add_func ("/render/cursor-last-move", test_cursor_and_last_move);
  g_test_add_func ("/render/degenerate", test_degenerate);
  return g_test_run ();
}
