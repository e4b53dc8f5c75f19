/* noughts-render.c — the board painter: grid, coordinates, pieces, winning
 * lines, heat map, PV numbers, last move, cursor. Sizes are fractions of a
 * cell, so the board reads the same at 60 and at 2000 pixels. */
#include "config.h"
#include "noughts-render.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>
#ifdef NOUGHTS_HAVE_FONTCONFIG
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#endif

/* Around the grid, in cells: a margin so that the card's outline is not
 * clipped, and the depth of the coordinate bands. */
#define PAD 0.06
#define LABEL_BAND 0.55
/* Below this many units a cell is drawn in exact proportions; above it the
 * layout snaps to whole units so that 1-pixel lines stay crisp. */
#define SNAP_MIN_CELL 16.0

typedef struct {
  double r, g, b;
} Rgb;

static Rgb
rgb (guint32 hex)
{
  return (Rgb) { ((hex >> 16) & 0xff) / 255.0, ((hex >> 8) & 0xff) / 255.0,
                 (hex & 0xff) / 255.0 };
}

/* GNOME palette: light has a near-white board with dark lines, dark the
 * libadwaita window grey with light lines; pieces in blue and orange. */
static guint32
palette_hex (gboolean dark, NoughtsColor color)
{
  static const guint32 light_colors[] = {
    [NOUGHTS_COLOR_BACKGROUND] = 0xfafafa,
    [NOUGHTS_COLOR_FOREGROUND] = 0x3d3846,
    [NOUGHTS_COLOR_DIM] = 0x77767b,
    [NOUGHTS_COLOR_X] = 0x1c71d8,
    [NOUGHTS_COLOR_O] = 0xe66100,
    [NOUGHTS_COLOR_WIN] = 0x2ec27e,
    [NOUGHTS_COLOR_DRAW] = 0x9a9996,
    [NOUGHTS_COLOR_LOSS] = 0xe01b24,
  };
  static const guint32 dark_colors[] = {
    [NOUGHTS_COLOR_BACKGROUND] = 0x242424,
    [NOUGHTS_COLOR_FOREGROUND] = 0xdeddda,
    [NOUGHTS_COLOR_DIM] = 0x9a9996,
    [NOUGHTS_COLOR_X] = 0x62a0ea,
    [NOUGHTS_COLOR_O] = 0xffa348,
    [NOUGHTS_COLOR_WIN] = 0x33d17a,
    [NOUGHTS_COLOR_DRAW] = 0x77767b,
    [NOUGHTS_COLOR_LOSS] = 0xf66151,
  };
  return dark ? dark_colors[color] : light_colors[color];
}

static Rgb
palette (gboolean dark, NoughtsColor color)
{
  return rgb (palette_hex (dark, color));
}

static void
set_rgb (cairo_t *cr, Rgb c, double alpha)
{
  cairo_set_source_rgba (cr, c.r, c.g, c.b, alpha);
}

static Rgb
mix (Rgb a, Rgb b, double t)
{
  return (Rgb) { a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t,
                 a.b + (b.b - a.b) * t };
}

static double
luminance (Rgb c)
{
  return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
}

void
noughts_render_set_color (cairo_t *cr, gboolean dark, NoughtsColor color)
{
  set_rgb (cr, palette (dark, color), 1.0);
}

void
noughts_render_set_piece_color (cairo_t *cr, gboolean dark, MnkPiece piece)
{
  noughts_render_set_color (cr, dark,
                            piece == MNK_PIECE_X ? NOUGHTS_COLOR_X
                            : piece == MNK_PIECE_O ? NOUGHTS_COLOR_O
                            : NOUGHTS_COLOR_FOREGROUND);
}

void
noughts_render_set_mixed_color (cairo_t *cr, gboolean dark, NoughtsColor a,
                                NoughtsColor b, double t)
{
  set_rgb (cr, mix (palette (dark, a), palette (dark, b), t), 1.0);
}

void
noughts_board_style_init (NoughtsBoardStyle *style)
{
  memset (style, 0, sizeof *style);
  style->last_move = -1;
  style->cursor = -1;
  style->suggestion = -1;
}

/* ---- layout ---------------------------------------------------------- */

void
noughts_board_natural_size (int rows, int cols, gboolean coordinates,
                            double *width, double *height)
{
  double band = coordinates ? LABEL_BAND : 0.0;

  *width = cols + band + 2 * PAD;
  *height = rows + band + 2 * PAD;
}

void
noughts_board_layout (NoughtsBoardLayout *layout, int rows, int cols,
                      gboolean coordinates, double width, double height)
{
  double units_w, units_h;

  noughts_board_natural_size (rows, cols, coordinates, &units_w, &units_h);
  double cell = MIN (width / units_w, height / units_h);
  if (!(cell > 0))
    cell = 0;
  layout->snapped = cell >= SNAP_MIN_CELL;
  if (layout->snapped)
    cell = floor (cell);

  layout->rows = rows;
  layout->cols = cols;
  layout->cell = cell;
  layout->label = coordinates ? LABEL_BAND * cell : 0.0;
  layout->x0 = (width - units_w * cell) / 2 + PAD * cell + layout->label;
  layout->y0 = (height - units_h * cell) / 2 + PAD * cell + layout->label;
  if (layout->snapped)
    {
      layout->x0 = round (layout->x0);
      layout->y0 = round (layout->y0);
    }
}

void
noughts_board_layout_cell (const NoughtsBoardLayout *layout, int cell,
                           double *x, double *y)
{
  *x = layout->x0 + (cell % layout->cols) * layout->cell;
  *y = layout->y0 + (cell / layout->cols) * layout->cell;
}

int
noughts_render_cell_at (const MnkGame *game, double width, double height,
                        const NoughtsBoardStyle *style, double x, double y)
{
  NoughtsBoardLayout layout;

  noughts_board_layout (&layout, game->rows, game->cols, style->coordinates,
                        width, height);
  if (layout.cell <= 0)
    return -1;
  double col = floor ((x - layout.x0) / layout.cell);
  double row = floor ((y - layout.y0) / layout.cell);
  if (col < 0 || col >= game->cols || row < 0 || row >= game->rows)
    return -1;
  return (int) row * game->cols + (int) col;
}

/* ---- primitives ------------------------------------------------------ */

/* Whether the font selected on cr has a glyph for every character of text
 * (a missing one maps to glyph 0). */
static gboolean
font_covers (cairo_t *cr, const char *text)
{
  cairo_glyph_t *glyphs = NULL;
  int n = 0;
  gboolean covers = TRUE;

  if (cairo_scaled_font_text_to_glyphs (cairo_get_scaled_font (cr), 0, 0, text, -1,
                                        &glyphs, &n, NULL, NULL, NULL)
      != CAIRO_STATUS_SUCCESS)
    return TRUE;
  for (int i = 0; i < n && covers; i++)
    covers = glyphs[i].index != 0;
  cairo_glyph_free (glyphs);
  return covers;
}

#ifdef NOUGHTS_HAVE_FONTCONFIG
/* Faces found for text "Sans" could not draw (Chinese, say), kept for the
 * next line: a translated caption asks again for every board. */
#define MAX_FALLBACKS 8
static struct {
  cairo_font_face_t *face;
  gboolean bold;
} fallbacks[MAX_FALLBACKS];
static int n_fallbacks;
G_LOCK_DEFINE_STATIC (fallbacks);

/* The sans-serif face fontconfig ranks first for text's characters: its
 * charset outranks the family, so a font that has them all wins. */
static cairo_font_face_t *
match_face (const char *text, gboolean bold)
{
  FcPattern *pattern = FcPatternCreate ();
  FcCharSet *charset = FcCharSetCreate ();
  FcResult result;

  for (const char *c = text; *c; c = g_utf8_next_char (c))
    FcCharSetAddChar (charset, g_utf8_get_char (c));
  FcPatternAddString (pattern, FC_FAMILY, (const FcChar8 *) "Sans");
  FcPatternAddCharSet (pattern, FC_CHARSET, charset);
  FcPatternAddInteger (pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR);
  FcConfigSubstitute (NULL, pattern, FcMatchPattern);
  FcDefaultSubstitute (pattern);
  FcPattern *match = FcFontMatch (NULL, pattern, &result);
  cairo_font_face_t *face = match ? cairo_ft_font_face_create_for_pattern (match) : NULL;
  if (match)
    FcPatternDestroy (match);
  FcPatternDestroy (pattern);
  FcCharSetDestroy (charset);
  return face;
}

/* Sets a face on cr that draws all of text, if one is installed; FALSE
 * leaves cr's face as it was. */
static gboolean
select_fallback (cairo_t *cr, const char *text, gboolean bold)
{
  gboolean found = FALSE;

  G_LOCK (fallbacks);
  for (int i = 0; i < n_fallbacks && !found; i++)
    if (fallbacks[i].bold == bold)
      {
        cairo_set_font_face (cr, fallbacks[i].face);
        found = font_covers (cr, text);
      }
  if (!found)
    {
      cairo_font_face_t *face = match_face (text, bold);
      if (face != NULL)
        {
          cairo_set_font_face (cr, face);
          found = font_covers (cr, text);
          if (found && n_fallbacks < MAX_FALLBACKS)
            {
              fallbacks[n_fallbacks].face = cairo_font_face_reference (face);
              fallbacks[n_fallbacks].bold = bold;
              n_fallbacks++;
            }
          cairo_font_face_destroy (face);
        }
    }
  G_UNLOCK (fallbacks);
  return found;
}
#endif

void
noughts_render_select_font (cairo_t *cr, const char *text, double size,
                            gboolean bold)
{
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
  if (text == NULL || font_covers (cr, text))
    return;
#ifdef NOUGHTS_HAVE_FONTCONFIG
  if (select_fallback (cr, text, bold))
    return;
  /* nothing draws it all: the first font is as good as another */
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
#endif
}

/* Selects the font for text and moves to where noughts_render_text starts
 * it. */
static void
text_start (cairo_t *cr, const char *text, double size, gboolean bold,
            double cx, double cy)
{
  cairo_text_extents_t ink, digit;

  /* the digit's height comes from the face that draws the text, so a
   * translated caption sits on the line an English one would */
  noughts_render_select_font (cr, text, size, bold);
  cairo_text_extents (cr, text, &ink);
  cairo_text_extents (cr, "0", &digit);
  cairo_new_path (cr);
  cairo_move_to (cr, cx - ink.x_bearing - ink.width / 2,
                 cy - digit.y_bearing - digit.height / 2);
}

void
noughts_render_text (cairo_t *cr, const char *text, double size,
                     gboolean bold, double cx, double cy)
{
  text_start (cr, text, size, bold, cx, cy);
  cairo_show_text (cr, text);
  cairo_new_path (cr);
}

void
noughts_render_piece (cairo_t *cr, MnkPiece piece, double cx, double cy,
                      double cell)
{
  double arm = 0.25 * cell;

  cairo_save (cr);
  cairo_set_line_width (cr, 0.11 * cell);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_new_path (cr);
  if (piece == MNK_PIECE_X)
    {
      cairo_move_to (cr, cx - arm, cy - arm);
      cairo_line_to (cr, cx + arm, cy + arm);
      cairo_move_to (cr, cx + arm, cy - arm);
      cairo_line_to (cr, cx - arm, cy + arm);
      cairo_stroke (cr);
    }
  else if (piece == MNK_PIECE_O)
    {
      cairo_arc (cr, cx, cy, 0.28 * cell, 0, 2 * G_PI);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* ---- heat map -------------------------------------------------------- */

typedef enum { HEAT_WIN, HEAT_DRAW, HEAT_LOSS, HEAT_UNKNOWN } HeatKind;

typedef struct {
  double lo, hi;     /* the exact scores of the moves on the map */
} ScoreRange;

typedef struct {
  HeatKind kind;
  double strength;   /* 0..1: how fast, how large, how sure */
  char text[32];     /* the score, signed */
  char note[48];     /* wdl: "in 5" for a win or loss */
} Heat;

static MnkResult
result_of (MnkPiece piece)
{
  return piece == MNK_PIECE_X ? MNK_RESULT_X : MNK_RESULT_O;
}

/* A score as the heat map writes it: signed, with a real minus sign; no
 * score at all ("0") is "±0", so that nothing on the map reads as an O. */
static void
format_score (MnkScore score, gboolean expected, char *buf, gsize size)
{
  char plain[32];

  if (score.den == 1 || !expected)
    {
      gint64 v = score.den != 0 ? score.num / score.den : 0;
      g_snprintf (plain, sizeof plain, v > 0 ? "+%" G_GINT64_FORMAT : "%" G_GINT64_FORMAT, v);
    }
  else
    {
      char *exact = mnk_score_to_string (score);
      if (strlen (exact) <= 5)
        g_snprintf (plain, sizeof plain, score.num > 0 ? "+%s" : "%s", exact);
      else
        g_snprintf (plain, sizeof plain, "%+.2f", mnk_score_to_double (score));
      g_free (exact);
    }
  if (plain[0] == '-')
    g_snprintf (buf, size, "\u2212%s", plain + 1);
  else if (score.num == 0)
    g_strlcpy (buf, "\u00b10", size);
  else
    g_strlcpy (buf, plain, size);
}

/* How one move looks: its colour from the mover's view (what the analysed
 * mover gets after playing it), deeper for faster or larger results. */
static void
heat_of (const MnkAnalysis *analysis, const MnkMoveValue *move,
         const ScoreRange *range, Heat *heat)
{
  const MnkValue *v = &move->value;
  int empty = __builtin_popcountll (mnk_position_empty (&analysis->position));

  memset (heat, 0, sizeof *heat);
  if (!v->exact)
    {
      heat->kind = HEAT_UNKNOWN;
      g_strlcpy (heat->text, "?", sizeof heat->text);
      return;
    }
  format_score (v->score, analysis->mode == MNK_SCORE_EXPECTED,
                heat->text, sizeof heat->text);

  switch (analysis->mode)
    {
    case MNK_SCORE_EXPECTED:
      {
        /* hue from the side of the draw payoff; depth from where the score
         * lies between the worst and the best move shown, so that 0.92
         * and 0.98 look different when both are far from the -10 of a loss */
        double s = mnk_score_to_double (v->score);
        double d = analysis->payoff[1];
        if (s > d + 1e-9)
          heat->kind = HEAT_WIN;
        else if (s < d - 1e-9)
          heat->kind = HEAT_LOSS;
        else
          heat->kind = HEAT_DRAW;
        double spread = range->hi - range->lo;
        double rank = spread > 1e-12 ? (s - range->lo) / spread : 1.0;
        heat->strength = heat->kind == HEAT_WIN ? 0.25 + 0.75 * rank
                                                : 0.25 + 0.75 * (1.0 - rank);
      }
      break;
    case MNK_SCORE_LINES:
      {
        double s = mnk_score_to_double (v->score);
        heat->kind = s > 0 ? HEAT_WIN : s < 0 ? HEAT_LOSS : HEAT_DRAW;
        double top = MAX (fabs (range->lo), fabs (range->hi));
        heat->strength = top > 0 ? fabs (s) / top : 0;
      }
      break;
    case MNK_SCORE_WDL:
    case MNK_SCORE_QUICK:
    default:
      if (v->result == MNK_RESULT_DRAW)
        heat->kind = HEAT_DRAW;
      else if (v->result == result_of (analysis->to_move))
        heat->kind = HEAT_WIN;
      else
        heat->kind = HEAT_LOSS;
      if (heat->kind != HEAT_DRAW)
        {
          /* a move's plies count after it: 0 is a win on the spot, and at
           * most empty - 1 remain. The note counts the move too, as the
           * verdict of a position does. */
          heat->strength = v->plies >= 0 && empty > 1
            ? 1.0 - (double) v->plies / (empty - 1) : 0.5;
          if (analysis->mode == MNK_SCORE_WDL && v->plies >= 0)
            /* TRANSLATORS: under a move's score on the heat map: the game
             * ends this many moves from now, the move itself counted */
            g_snprintf (heat->note, sizeof heat->note, C_("heat map", "in %d"),
                        v->plies + 1);
        }
      break;
    }
  heat->strength = CLAMP (heat->strength, 0.0, 1.0);
}

static Rgb
heat_fill (gboolean dark, const Heat *heat)
{
  Rgb bg = palette (dark, NOUGHTS_COLOR_BACKGROUND);

  switch (heat->kind)
    {
    case HEAT_WIN:
      return mix (bg, palette (dark, NOUGHTS_COLOR_WIN), 0.22 + 0.6 * heat->strength);
    case HEAT_LOSS:
      return mix (bg, palette (dark, NOUGHTS_COLOR_LOSS), 0.22 + 0.6 * heat->strength);
    case HEAT_DRAW:
      return mix (bg, palette (dark, NOUGHTS_COLOR_DRAW), 0.28);
    case HEAT_UNKNOWN:
    default:
      return mix (bg, palette (dark, NOUGHTS_COLOR_DRAW), 0.12);
    }
}

static Rgb
text_on (Rgb fill)
{
  return luminance (fill) > 0.5 ? rgb (0x241f31) : rgb (0xffffff);
}

/* ---- the board ------------------------------------------------------- */

typedef struct {
  const MnkPosition *pos;
  const NoughtsBoardStyle *style;
  NoughtsBoardLayout layout;
  double line;            /* grid line width */
  double line_offset;     /* 0.5 for odd widths on a snapped grid */
  const MnkMoveValue *move_at[MNK_MAX_CELLS];  /* heat map moves */
  ScoreRange range;       /* their scores' span (lines and expected scales) */
} Painter;

static void
cell_centre (const Painter *p, int cell, double *cx, double *cy)
{
  noughts_board_layout_cell (&p->layout, cell, cx, cy);
  *cx += p->layout.cell / 2;
  *cy += p->layout.cell / 2;
}

static void
card_path (cairo_t *cr, const Painter *p)
{
  const NoughtsBoardLayout *l = &p->layout;
  rounded_rect (cr, l->x0, l->y0, l->cols * l->cell, l->rows * l->cell,
                0.12 * l->cell);
}

static void
paint_card (cairo_t *cr, const Painter *p)
{
  gboolean dark = p->style->dark;

  card_path (cr, p);
  noughts_render_set_color (cr, dark, NOUGHTS_COLOR_BACKGROUND);
  cairo_fill_preserve (cr);
  set_rgb (cr, palette (dark, NOUGHTS_COLOR_FOREGROUND), 0.25);
  cairo_set_line_width (cr, p->line);
  cairo_stroke (cr);
}

static void
paint_heat (cairo_t *cr, const Painter *p)
{
  const NoughtsBoardStyle *style = p->style;
  const NoughtsBoardLayout *l = &p->layout;

  cairo_save (cr);
  card_path (cr, p);
  cairo_clip (cr);

  for (int c = 0; c < l->rows * l->cols; c++)
    {
      if (!p->move_at[c])
        continue;
      Heat heat;
      double x, y;
      heat_of (style->analysis, p->move_at[c], &p->range, &heat);
      Rgb fill = heat_fill (style->dark, &heat);
      noughts_board_layout_cell (l, c, &x, &y);
      set_rgb (cr, fill, 1.0);
      cairo_rectangle (cr, x, y, l->cell, l->cell);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/* The colour of a move's score on its fill: dark or white, and for a draw
 * the neutral grey, so that a score that decides the game stands out. */
static Rgb
heat_ink (gboolean dark, const Heat *heat, Rgb fill)
{
  if (heat->kind != HEAT_DRAW)
    return text_on (fill);
  return mix (palette (dark, NOUGHTS_COLOR_DIM), text_on (fill), 0.35);
}

static void
paint_heat_text (cairo_t *cr, const Painter *p, int c, gboolean small)
{
  const NoughtsBoardLayout *l = &p->layout;
  Heat heat;
  double cx, cy;

  heat_of (p->style->analysis, p->move_at[c], &p->range, &heat);
  Rgb fill = heat_fill (p->style->dark, &heat);
  Rgb ink = heat_ink (p->style->dark, &heat, fill);
  set_rgb (cr, ink, 0.92);
  cell_centre (p, c, &cx, &cy);
  if (small)
    {
      /* under a PV number */
      noughts_render_text (cr, heat.text, 0.17 * l->cell, FALSE,
                           cx, cy + 0.35 * l->cell);
      return;
    }
  double size = g_utf8_strlen (heat.text, -1) > 4 ? 0.22 * l->cell : 0.3 * l->cell;
  if (heat.kind == HEAT_DRAW)
    {
      /* a lighter hand, much smaller than a piece */
      noughts_render_text (cr, heat.text, MIN (size, 0.22 * l->cell), FALSE, cx, cy);
      return;
    }
  if (heat.note[0])
    {
      noughts_render_text (cr, heat.text, size, TRUE, cx, cy - 0.08 * l->cell);
      /* lighter than the score, but legible on a deep red at 8x8 */
      set_rgb (cr, ink, 0.85);
      noughts_render_text (cr, heat.note, 0.18 * l->cell, FALSE,
                           cx, cy + 0.25 * l->cell);
    }
  else
    noughts_render_text (cr, heat.text, size, TRUE, cx, cy);
}

static void
paint_grid (cairo_t *cr, const Painter *p)
{
  const NoughtsBoardLayout *l = &p->layout;

  set_rgb (cr, palette (p->style->dark, NOUGHTS_COLOR_FOREGROUND), 0.85);
  cairo_set_line_width (cr, p->line);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (int c = 1; c < l->cols; c++)
    {
      double x = l->x0 + c * l->cell + p->line_offset;
      cairo_move_to (cr, x, l->y0);
      cairo_line_to (cr, x, l->y0 + l->rows * l->cell);
    }
  for (int r = 1; r < l->rows; r++)
    {
      double y = l->y0 + r * l->cell + p->line_offset;
      cairo_move_to (cr, l->x0, y);
      cairo_line_to (cr, l->x0 + l->cols * l->cell, y);
    }
  cairo_stroke (cr);
}

static void
paint_coordinates (cairo_t *cr, const Painter *p)
{
  const NoughtsBoardLayout *l = &p->layout;
  double size = 0.26 * l->cell;

  noughts_render_set_color (cr, p->style->dark, NOUGHTS_COLOR_DIM);
  for (int c = 0; c < l->cols; c++)
    {
      char name[8];
      mnk_cell_name (l->cols, c, name);
      /* the name of a cell in row 1 is the column's letters and "1" */
      name[strlen (name) - 1] = '\0';
      noughts_render_text (cr, name, size, FALSE, l->x0 + (c + 0.5) * l->cell,
                           l->y0 - l->label / 2);
    }
  for (int r = 0; r < l->rows; r++)
    {
      char number[8];
      g_snprintf (number, sizeof number, "%d", r + 1);
      noughts_render_text (cr, number, size, FALSE, l->x0 - l->label / 2,
                           l->y0 + (r + 0.5) * l->cell);
    }
}

static void
paint_lines (cairo_t *cr, const Painter *p)
{
  const MnkGame *game = &p->pos->game;
  const MnkGeometry *geometry = mnk_geometry_lookup (game->rows, game->cols, game->k);
  const double cell = p->layout.cell;

  if (geometry == NULL || geometry->n_windows == 0)
    return;
  int *lines = g_new (int, geometry->n_windows);
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 0.13 * cell);
  for (MnkPiece piece = MNK_PIECE_X; piece <= MNK_PIECE_O; piece++)
    {
      int n = mnk_position_lines (p->pos, piece, lines, geometry->n_windows);
      Rgb colour = palette (p->style->dark, piece == MNK_PIECE_X ? NOUGHTS_COLOR_X
                                                                 : NOUGHTS_COLOR_O);
      for (int i = 0; i < n; i++)
        {
          const MnkWindow *w = &geometry->windows[lines[i]];
          double x1, y1, x2, y2;
          cell_centre (p, w->first_cell, &x1, &y1);
          cell_centre (p, w->last_cell, &x2, &y2);
          double dx = x2 - x1, dy = y2 - y1, len = hypot (dx, dy);
          /* run past the end pieces; a one-cell window gets a short bar */
          if (len > 0)
            dx /= len, dy /= len;
          else
            dx = 1, dy = 0;
          double reach = 0.36 * cell;
          set_rgb (cr, colour, 0.8);
          cairo_move_to (cr, x1 - dx * reach, y1 - dy * reach);
          cairo_line_to (cr, x2 + dx * reach, y2 + dy * reach);
          cairo_stroke (cr);
        }
    }
  cairo_restore (cr);
  g_free (lines);
}

static void
paint_suggestion (cairo_t *cr, const Painter *p, int c)
{
  const NoughtsBoardLayout *l = &p->layout;
  gboolean dark = p->style->dark;
  MnkPiece mover = p->pos->to_move;
  double x, y, cx, cy;

  noughts_board_layout_cell (l, c, &x, &y);
  cell_centre (p, c, &cx, &cy);
  Rgb colour = palette (dark, mover == MNK_PIECE_X ? NOUGHTS_COLOR_X : NOUGHTS_COLOR_O);
  Rgb tint = mix (palette (dark, NOUGHTS_COLOR_BACKGROUND), colour, 0.2);
  double inset = 0.08 * l->cell;
  rounded_rect (cr, x + inset, y + inset, l->cell - 2 * inset, l->cell - 2 * inset,
                0.14 * l->cell);
  set_rgb (cr, tint, 1.0);
  cairo_fill_preserve (cr);
  set_rgb (cr, colour, 0.9);
  cairo_set_line_width (cr, 0.05 * l->cell);
  cairo_stroke (cr);
  set_rgb (cr, colour, 1.0);
  noughts_render_piece (cr, mover, cx, cy, l->cell);
}

/* A move number on a cell its move has filled: a pill in the cell's upper
 * left corner, background-coloured text on the foreground colour, ringed
 * with the background so that it stands apart from the X stroke it may
 * reach. The piece's centre stays clear. */
static void
paint_badge (cairo_t *cr, const Painter *p, int c, const char *text)
{
  const double cell = p->layout.cell;
  gboolean dark = p->style->dark;
  cairo_text_extents_t ext;
  double x, y;

  noughts_board_layout_cell (&p->layout, c, &x, &y);
  /* a fifth of the cell, but no less than 9 units (pixels or points)
   * while that is at most a quarter of it: the boards of a PV strip are
   * small */
  double size = MAX (0.18 * cell, MIN (9.0, 0.25 * cell));
  double h = 1.35 * size;
  noughts_render_select_font (cr, text, size, TRUE);
  cairo_text_extents (cr, text, &ext);
  double w = MAX (h, ext.width + 0.12 * cell);
  double bx = x + 0.05 * cell, by = y + 0.05 * cell;
  double ring = 0.025 * cell;

  rounded_rect (cr, bx - ring, by - ring, w + 2 * ring, h + 2 * ring, h / 2 + ring);
  noughts_render_set_color (cr, dark, NOUGHTS_COLOR_BACKGROUND);
  cairo_fill (cr);
  rounded_rect (cr, bx, by, w, h, h / 2);
  noughts_render_set_color (cr, dark, NOUGHTS_COLOR_FOREGROUND);
  cairo_fill (cr);
  noughts_render_set_color (cr, dark, NOUGHTS_COLOR_BACKGROUND);
  noughts_render_text (cr, text, size, TRUE, bx + w / 2, by + h / 2);
}

static void
paint_number (cairo_t *cr, const Painter *p, int c, int number)
{
  const NoughtsBoardLayout *l = &p->layout;
  gboolean dark = p->style->dark;
  MnkPiece here = mnk_position_get (p->pos, c);
  char text[16];
  double cx, cy;

  g_snprintf (text, sizeof text, "%d", number);
  if (here != MNK_PIECE_EMPTY)
    {
      paint_badge (cr, p, c, text);
      return;
    }
  /* the side to move plays the odd numbers; on a heat map's fill the
   * number is ringed with the background, so that orange stays apart from
   * red and blue from green */
  MnkPiece side = number % 2 == 1 ? p->pos->to_move : MNK_OTHER (p->pos->to_move);
  double size = 0.4 * l->cell;
  cell_centre (p, c, &cx, &cy);
  if (p->move_at[c])
    {
      text_start (cr, text, size, TRUE, cx, cy);
      cairo_text_path (cr, text);
      noughts_render_set_color (cr, dark, NOUGHTS_COLOR_BACKGROUND);
      cairo_set_line_width (cr, 0.04 * l->cell);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke_preserve (cr);
      noughts_render_set_piece_color (cr, dark, side);
      cairo_fill (cr);
    }
  else
    {
      noughts_render_set_piece_color (cr, dark, side);
      noughts_render_text (cr, text, size, TRUE, cx, cy);
    }
}

static void
paint_last_move (cairo_t *cr, const Painter *p, int c)
{
  const double cell = p->layout.cell;
  double cx, cy;

  cell_centre (p, c, &cx, &cy);
  noughts_render_set_piece_color (cr, p->style->dark, mnk_position_get (p->pos, c));
  cairo_arc (cr, cx + 0.36 * cell, cy - 0.36 * cell, 0.065 * cell, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
paint_cursor (cairo_t *cr, const Painter *p, int c)
{
  const double cell = p->layout.cell;
  double x, y;

  noughts_board_layout_cell (&p->layout, c, &x, &y);
  double inset = 0.06 * cell;
  rounded_rect (cr, x + inset, y + inset, cell - 2 * inset, cell - 2 * inset,
                0.14 * cell);
  set_rgb (cr, rgb (p->style->dark ? 0x78aeed : 0x3584e4), 1.0);
  cairo_set_line_width (cr, 0.055 * cell);
  cairo_stroke (cr);
}

void
noughts_render_board (cairo_t *cr, double width, double height,
                      const MnkPosition *pos, MnkScoreMode mode,
                      const NoughtsBoardStyle *style)
{
  const int cells = pos->game.rows * pos->game.cols;
  Painter p = { .pos = pos, .style = style };
  gboolean have_range = FALSE;

  noughts_board_layout (&p.layout, pos->game.rows, pos->game.cols,
                        style->coordinates, width, height);
  if (p.layout.cell <= 0)
    return;
  if (p.layout.snapped)
    {
      p.line = MAX (1.0, round (0.035 * p.layout.cell));
      p.line_offset = fmod (p.line, 2.0) == 1.0 ? 0.5 : 0.0;
    }
  else
    p.line = 0.035 * p.layout.cell;

  /* an analysis of another board size (a stale one, while a new solve
   * runs) has nothing to say about this board */
  if (style->heat_map && style->analysis && style->analysis->moves
      && style->analysis->position.game.rows == pos->game.rows
      && style->analysis->position.game.cols == pos->game.cols)
    for (guint i = 0; i < style->analysis->moves->len; i++)
      {
        const MnkMoveValue *mv = &g_array_index (style->analysis->moves, MnkMoveValue, i);
        if (mv->cell >= 0 && mv->cell < cells
            && mnk_position_get (pos, mv->cell) == MNK_PIECE_EMPTY)
          {
            p.move_at[mv->cell] = mv;
            if (mv->value.exact)
              {
                double v = mnk_score_to_double (mv->value.score);
                p.range.lo = have_range ? MIN (p.range.lo, v) : v;
                p.range.hi = have_range ? MAX (p.range.hi, v) : v;
                have_range = TRUE;
              }
          }
      }

  cairo_save (cr);
  if (style->background)
    {
      noughts_render_set_color (cr, style->dark, NOUGHTS_COLOR_BACKGROUND);
      cairo_paint (cr);
    }
  paint_card (cr, &p);
  paint_heat (cr, &p);
  paint_grid (cr, &p);
  if (style->coordinates)
    paint_coordinates (cr, &p);
  if (style->suggestion >= 0 && style->suggestion < cells
      && mnk_position_get (pos, style->suggestion) == MNK_PIECE_EMPTY)
    paint_suggestion (cr, &p, style->suggestion);

  for (int c = 0; c < cells; c++)
    {
      MnkPiece piece = mnk_position_get (pos, c);
      double cx, cy;
      if (piece == MNK_PIECE_EMPTY)
        continue;
      cell_centre (&p, c, &cx, &cy);
      noughts_render_set_piece_color (cr, style->dark, piece);
      noughts_render_piece (cr, piece, cx, cy, p.layout.cell);
    }
  if (mode == MNK_SCORE_LINES || mnk_position_status (pos, mode) != MNK_STATUS_ONGOING)
    paint_lines (cr, &p);

  const int *numbers = style->n_numbers == cells ? style->numbers : NULL;
  for (int c = 0; c < cells; c++)
    {
      gboolean numbered = numbers && numbers[c] > 0;
      if (numbered)
        paint_number (cr, &p, c, numbers[c]);
      if (p.move_at[c] && c != style->suggestion)
        paint_heat_text (cr, &p, c, numbered);
    }

  if (style->last_move >= 0 && style->last_move < cells
      && mnk_position_get (pos, style->last_move) != MNK_PIECE_EMPTY)
    paint_last_move (cr, &p, style->last_move);
  if (style->cursor >= 0 && style->cursor < cells)
    paint_cursor (cr, &p, style->cursor);
  cairo_restore (cr);
}
