/* noughts-render.h — cairo painters for boards; no GTK. The board widget
 * and the image export call the same functions, so a PNG looks like the
 * window. */
#pragma once

#include <cairo.h>
#include "mnk.h"

G_BEGIN_DECLS

typedef struct {
  gboolean dark;               /* dark style colours */
  gboolean coordinates;        /* a b c ... above, 1 2 3 ... at the left */
  gboolean heat_map;           /* needs analysis: colour + score per empty cell */
  const MnkAnalysis *analysis; /* may be NULL */
  int last_move;               /* cell to mark, -1 none */
  int cursor;                  /* keyboard cursor cell, -1 none */
  const int *numbers;          /* per cell a move number to draw (0: none); */
  int n_numbers;               /*   n_numbers == cells, or 0 for none */
} NoughtsBoardStyle;

void noughts_board_style_init (NoughtsBoardStyle *style);

/* Paints pos into the rectangle (0,0)-(width,height) of cr, centred and
 * square-celled, with the winning line drawn through a finished game. */
void noughts_render_board (cairo_t *cr, double width, double height,
                           const MnkPosition *pos, MnkScoreMode mode,
                           const NoughtsBoardStyle *style);

/* The cell under (x, y) for a board painted at width x height with style's
 * coordinates setting, or -1. */
int noughts_render_cell_at (const MnkGame *game, double width, double height,
                            const NoughtsBoardStyle *style, double x, double y);

G_END_DECLS
