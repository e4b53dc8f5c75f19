/* noughts-export-image.c — boards, PV strips and strategy maps to PNG, SVG
 * and PDF files, painted by src/render like the window. */
#include "config.h"
#include "noughts-export.h"
#include "noughts-render.h"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>
#include <cairo-svg.h>
#include <gio/gio.h>
#include <math.h>
#include <string.h>

/* PNG stays within memory a person would expect (8192² × 4 bytes is
 * 256 MiB); PDF viewers refuse pages over 200 inches (14400 points). */
#define MAX_PNG_SIDE 8192
#define MAX_VECTOR_SIDE 14400
#define MIN_SIDE 16

void
noughts_image_options_init (NoughtsImageOptions *options)
{
  memset (options, 0, sizeof *options);
  options->size = 512;
  options->coordinates = TRUE;
}

gboolean
noughts_image_format_from_path (const char *path, NoughtsImageFormat *format,
                                GError **error)
{
  const char *dot = path ? strrchr (path, '.') : NULL;
  const char *slash = path ? strrchr (path, '/') : NULL;

  if (dot != NULL && (slash == NULL || dot > slash))
    {
      if (g_ascii_strcasecmp (dot, ".png") == 0)
        return *format = NOUGHTS_IMAGE_PNG, TRUE;
      if (g_ascii_strcasecmp (dot, ".svg") == 0)
        return *format = NOUGHTS_IMAGE_SVG, TRUE;
      if (g_ascii_strcasecmp (dot, ".pdf") == 0)
        return *format = NOUGHTS_IMAGE_PDF, TRUE;
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               "cannot tell the image format of “%s”: the name must end in "
               ".png, .svg or .pdf", path ? path : "");
  return FALSE;
}

/* ---- writing a surface to a file ------------------------------------- */

typedef void (*PaintPage) (cairo_t *cr, int page, double width, double height,
                           gpointer data);

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static gboolean
check_side (double side, NoughtsImageFormat format, const char *path,
            GError **error)
{
  double max = format == NOUGHTS_IMAGE_PNG ? MAX_PNG_SIDE : MAX_VECTOR_SIDE;

  if (side >= MIN_SIDE && side <= max)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               "cannot write “%s”: an image side of %.0f %s is outside %d to %.0f",
               path, side, format == NOUGHTS_IMAGE_PNG ? "pixels" : "points",
               MIN_SIDE, max);
  return FALSE;
}

static gboolean
cairo_ok (cairo_status_t status, const char *path, GError **error)
{
  if (status == CAIRO_STATUS_SUCCESS)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
               "cannot draw the image for “%s”: %s", path,
               cairo_status_to_string (status));
  return FALSE;
}

/* Paints n_pages pages of width x height into memory, then replaces the file
 * in one step, so a failed export leaves an older file whole. PNG and SVG
 * take one page. */
static gboolean
write_pages (NoughtsImageFormat format, const char *path, double width,
             double height, int n_pages, PaintPage paint, gpointer data,
             GError **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;

  if (!check_side (MAX (width, height), format, path, error))
    return FALSE;
  switch (format)
    {
    case NOUGHTS_IMAGE_PNG:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                            (int) ceil (width), (int) ceil (height));
      break;
    case NOUGHTS_IMAGE_SVG:
      surface = cairo_svg_surface_create_for_stream (append_bytes, bytes, width, height);
      break;
    case NOUGHTS_IMAGE_PDF:
    default:
      surface = cairo_pdf_surface_create_for_stream (append_bytes, bytes, width, height);
      break;
    }
  if (!cairo_ok (cairo_surface_status (surface), path, error))
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }

  if (format != NOUGHTS_IMAGE_PDF)
    n_pages = 1;
  cairo_t *cr = cairo_create (surface);
  for (int page = 0; page < n_pages; page++)
    {
      cairo_save (cr);
      paint (cr, page, width, height, data);
      cairo_restore (cr);
      if (format == NOUGHTS_IMAGE_PDF)
        cairo_show_page (cr);
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS && format == NOUGHTS_IMAGE_PNG)
    status = cairo_surface_write_to_png_stream (surface, append_bytes, bytes);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (!cairo_ok (status, path, error))
    return FALSE;

  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) local = NULL;
  if (!g_file_replace_contents (file, (const char *) bytes->data, bytes->len,
                                NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, &local))
    {
      /* GIO names the file already; say so only when it did not */
      if (strstr (local->message, path) != NULL)
        g_set_error (error, local->domain, local->code,
                     "cannot write the image: %s", local->message);
      else
        g_set_error (error, local->domain, local->code,
                     "cannot write the image “%s”: %s", path, local->message);
      return FALSE;
    }
  return TRUE;
}

/* Width and height with the long side `size` and the aspect of units. */
static void
fit_long_side (double units_w, double units_h, double size, gboolean whole,
               double *width, double *height)
{
  double scale = size / MAX (units_w, units_h);

  *width = units_w * scale;
  *height = units_h * scale;
  if (whole)
    {
      *width = MAX (1.0, round (*width));
      *height = MAX (1.0, round (*height));
    }
}

/* ---- one board ------------------------------------------------------- */

typedef struct {
  const MnkPosition *pos;
  MnkScoreMode mode;
  NoughtsBoardStyle style;
  int numbers[MNK_MAX_CELLS];
} BoardPage;

static void
number_pv (const MnkAnalysis *analysis, int upto, int *numbers)
{
  memset (numbers, 0, MNK_MAX_CELLS * sizeof (int));
  if (analysis == NULL || analysis->pv == NULL)
    return;
  for (guint i = 0; i < analysis->pv->len && (int) i < upto; i++)
    {
      int cell = g_array_index (analysis->pv, int, i);
      if (cell >= 0 && cell < MNK_MAX_CELLS)
        numbers[cell] = i + 1;
    }
}

static void
paint_board_page (cairo_t *cr, int page, double width, double height,
                  gpointer data)
{
  BoardPage *b = data;

  noughts_render_board (cr, width, height, b->pos, b->mode, &b->style);
}

gboolean
noughts_export_board_image (const MnkPosition *pos, const MnkAnalysis *analysis,
                            const NoughtsImageOptions *options,
                            NoughtsImageFormat format, const char *path,
                            GError **error)
{
  BoardPage b = { .pos = pos };
  double uw, uh, width, height;
  const int cells = pos->game.rows * pos->game.cols;

  g_return_val_if_fail (options != NULL && path != NULL, FALSE);
  b.mode = analysis ? analysis->mode : MNK_SCORE_WDL;
  noughts_board_style_init (&b.style);
  b.style.dark = options->dark;
  b.style.coordinates = options->coordinates;
  b.style.background = TRUE;
  b.style.analysis = analysis;
  b.style.heat_map = options->heat_map && analysis != NULL;
  if (options->pv_numbers && analysis != NULL)
    {
      number_pv (analysis, G_MAXINT, b.numbers);
      b.style.numbers = b.numbers;
      b.style.n_numbers = cells;
    }

  noughts_board_natural_size (pos->game.rows, pos->game.cols, options->coordinates,
                              &uw, &uh);
  fit_long_side (uw, uh, options->size, format == NOUGHTS_IMAGE_PNG, &width, &height);
  return write_pages (format, path, width, height, 1, paint_board_page, &b, error);
}

/* ---- the PV strip ---------------------------------------------------- */

#define STRIP_PER_ROW 5

typedef struct {
  const MnkAnalysis *analysis;
  const NoughtsImageOptions *options;
  int n_steps;              /* boards: the position, then one per PV move */
  double board_w, board_h;  /* a board, in cells */
  double caption, gap;      /* caption band and space between, in cells */
  int per_row, n_rows;
} Strip;

static void
strip_init (Strip *s, const MnkAnalysis *analysis, const NoughtsImageOptions *options)
{
  const MnkGame *game = &analysis->position.game;

  memset (s, 0, sizeof *s);
  s->analysis = analysis;
  s->options = options;
  s->n_steps = 1 + (analysis->pv ? analysis->pv->len : 0);
  noughts_board_natural_size (game->rows, game->cols, options->coordinates,
                              &s->board_w, &s->board_h);
  s->caption = 0.16 * MAX (s->board_w, s->board_h);
  s->gap = 0.08 * MAX (s->board_w, s->board_h);
  /* as few rows as five a row allows, then filled evenly */
  s->n_rows = (s->n_steps + STRIP_PER_ROW - 1) / STRIP_PER_ROW;
  s->per_row = (s->n_steps + s->n_rows - 1) / s->n_rows;
}

static const char *
status_words (MnkStatus status)
{
  switch (status)
    {
    /* TRANSLATORS: how the game ends, after the last move's caption of a
     * PV strip: "7. X b3: draw" */
    case MNK_STATUS_X_WON: return C_("pv strip", "X wins");
    case MNK_STATUS_O_WON: return C_("pv strip", "O wins");
    case MNK_STATUS_DRAW: return C_("pv strip", "draw");
    case MNK_STATUS_ONGOING:
    default: return NULL;
    }
}

/* One step: the board after `step` PV moves, and its caption below it, in a
 * panel of board_w x (board_h + caption) cells scaled by `scale`. */
static void
paint_step (cairo_t *cr, const Strip *s, int step, double scale)
{
  const MnkAnalysis *a = s->analysis;
  MnkPosition pos = a->position;
  NoughtsBoardStyle style;
  int numbers[MNK_MAX_CELLS];
  char cell_name[8];
  g_autofree char *caption = NULL;
  MnkPiece mover = pos.to_move;
  int last = -1;

  for (int i = 0; i < step; i++)
    {
      last = g_array_index (a->pv, int, i);
      mover = pos.to_move;
      mnk_position_play (&pos, last);
    }

  noughts_board_style_init (&style);
  style.dark = s->options->dark;
  style.coordinates = s->options->coordinates;
  style.last_move = last;
  if (s->options->pv_numbers)
    {
      number_pv (a, step, numbers);
      style.numbers = numbers;
      style.n_numbers = pos.game.rows * pos.game.cols;
    }
  noughts_render_board (cr, s->board_w * scale, s->board_h * scale, &pos,
                        a->mode, &style);

  const char *end = status_words (mnk_position_status (&pos, a->mode));
  if (step == 0)
    /* TRANSLATORS: the caption of a PV strip's first board; %s is X or O */
    caption = g_strdup_printf (C_("pv strip", "Start, %s to move"),
                               mover == MNK_PIECE_X ? "X" : "O");
  else
    /* TRANSLATORS: the caption of a PV strip's board: the move's number,
     * the side that played it (X or O) and its cell, "1. X c2" */
    caption = g_strdup_printf (C_("pv strip", "%d. %s %s"), step,
                               mover == MNK_PIECE_X ? "X" : "O",
                               mnk_cell_name (pos.game.cols, last, cell_name));
  if (end != NULL && step == s->n_steps - 1)
    {
      /* TRANSLATORS: the last caption of a PV strip and how the game
       * ends, "7. X b3: draw" */
      char *longer = g_strdup_printf (C_("pv strip", "%s: %s"), caption, end);
      g_free (caption);
      caption = longer;
    }
  /* a caption wider than its board (a long translation) is shrunk to it */
  cairo_text_extents_t ext;
  double size = 0.42 * s->caption * scale, room = 0.96 * s->board_w * scale;
  noughts_render_select_font (cr, caption, size, FALSE);
  cairo_text_extents (cr, caption, &ext);
  if (ext.width > room)
    size *= room / ext.width;
  noughts_render_set_color (cr, style.dark, NOUGHTS_COLOR_FOREGROUND);
  noughts_render_text (cr, caption, size, FALSE, s->board_w * scale / 2,
                       (s->board_h + s->caption * 0.45) * scale);
}

static void
paint_strip (cairo_t *cr, int page, double width, double height, gpointer data)
{
  const Strip *s = data;
  double units_w = s->per_row * s->board_w + (s->per_row + 1) * s->gap;
  double units_h = s->n_rows * (s->board_h + s->caption) + (s->n_rows + 1) * s->gap;
  double scale = MIN (width / units_w, height / units_h);

  noughts_render_set_color (cr, s->options->dark, NOUGHTS_COLOR_BACKGROUND);
  cairo_paint (cr);
  for (int step = 0; step < s->n_steps; step++)
    {
      int row = step / s->per_row, col = step % s->per_row;
      cairo_save (cr);
      cairo_translate (cr, (s->gap + col * (s->board_w + s->gap)) * scale,
                       (s->gap + row * (s->board_h + s->caption + s->gap)) * scale);
      paint_step (cr, s, step, scale);
      cairo_restore (cr);
    }
}

static void
paint_strip_page (cairo_t *cr, int page, double width, double height, gpointer data)
{
  const Strip *s = data;
  double scale = MIN (width / (s->board_w + 2 * s->gap),
                      height / (s->board_h + s->caption + 2 * s->gap));

  noughts_render_set_color (cr, s->options->dark, NOUGHTS_COLOR_BACKGROUND);
  cairo_paint (cr);
  cairo_translate (cr, s->gap * scale, s->gap * scale);
  paint_step (cr, s, page, scale);
}

gboolean
noughts_export_pv_strip (const MnkAnalysis *analysis,
                         const NoughtsImageOptions *options,
                         NoughtsImageFormat format, const char *path,
                         GError **error)
{
  Strip s;
  double width, height;

  g_return_val_if_fail (analysis != NULL && options != NULL && path != NULL, FALSE);
  strip_init (&s, analysis, options);
  if (format == NOUGHTS_IMAGE_PDF)
    {
      fit_long_side (s.board_w + 2 * s.gap, s.board_h + s.caption + 2 * s.gap,
                     options->size, FALSE, &width, &height);
      return write_pages (format, path, width, height, s.n_steps,
                          paint_strip_page, &s, error);
    }
  fit_long_side (s.per_row * s.board_w + (s.per_row + 1) * s.gap,
                 s.n_rows * (s.board_h + s.caption) + (s.n_rows + 1) * s.gap,
                 options->size, format == NOUGHTS_IMAGE_PNG, &width, &height);
  return write_pages (format, path, width, height, 1, paint_strip, &s, error);
}

/* ---- the strategy map ------------------------------------------------ */

typedef struct {
  const NoughtsStrategy *strategy;
  const NoughtsImageOptions *options;
  double scale;             /* page / natural size, when the page was capped */
  double natural_w, natural_h;
} StrategyPage;

static void
paint_strategy_page (cairo_t *cr, int page, double width, double height,
                     gpointer data)
{
  const StrategyPage *p = data;

  cairo_scale (cr, p->scale, p->scale);
  noughts_render_strategy (cr, p->natural_w, p->natural_h, p->strategy,
                           p->options->coordinates, p->options->dark);
}

gboolean
noughts_export_strategy_map (const NoughtsStrategy *strategy,
                             const NoughtsImageOptions *options,
                             NoughtsImageFormat format, const char *path,
                             GError **error)
{
  StrategyPage p = { .strategy = strategy, .options = options, .scale = 1.0 };
  double width, height;

  noughts_strategy_page_size (strategy, options->size, options->coordinates,
                              &p.natural_w, &p.natural_h);
  double longest = MAX (p.natural_w, p.natural_h);
  if (format == NOUGHTS_IMAGE_PNG && longest > MAX_PNG_SIDE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "cannot write “%s”: this strategy map needs %.0f×%.0f pixels, "
                   "more than %d; write an SVG or a PDF instead",
                   path, p.natural_w, p.natural_h, MAX_PNG_SIDE);
      return FALSE;
    }
  /* a vector page past the viewers' limit is scaled down to it */
  if (format != NOUGHTS_IMAGE_PNG && longest > MAX_VECTOR_SIDE)
    p.scale = MAX_VECTOR_SIDE / longest;
  width = p.natural_w * p.scale;
  height = p.natural_h * p.scale;
  return write_pages (format, path, width, height, 1, paint_strategy_page, &p, error);
}

gboolean
noughts_export_strategy (const MnkPosition *pos, MnkPiece side,
                         guint max_decisions, const NoughtsImageOptions *options,
                         NoughtsImageFormat format, const char *path,
                         GCancellable *cancellable, GError **error)
{
  g_autoptr (NoughtsStrategy) strategy =
    noughts_strategy_build (pos, side, max_decisions, cancellable, error);

  if (strategy == NULL)
    return FALSE;
  return noughts_export_strategy_map (strategy, options, format, path, error);
}
