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
  /* Added after the first fields; noughts_board_style_init sets them. */
  int suggestion;              /* empty cell where the side to move's piece is
                                * shown as the move to play (ringed), -1 none */
  gboolean background;         /* fill the whole rectangle with the board colour
                                * first (images); FALSE leaves it transparent */
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

/* Where noughts_render_board puts things; both functions above compute it
 * with noughts_board_layout, so a click maps to the cell that was drawn. */
typedef struct {
  int rows, cols;
  double cell;                 /* side of a square cell */
  double x0, y0;               /* top-left corner of cell a1 */
  double label;                /* depth of the coordinate bands (0: none) */
  gboolean snapped;            /* cell and origin are whole units (crisp lines) */
} NoughtsBoardLayout;

void noughts_board_layout (NoughtsBoardLayout *layout, int rows, int cols,
                           gboolean coordinates, double width, double height);
/* The rectangle of a cell (row-major index) in layout. */
void noughts_board_layout_cell (const NoughtsBoardLayout *layout, int cell,
                                double *x, double *y);

/* The proportions of a board as painted: width and height in units of one
 * cell, padding and coordinate bands included. An image of the board with no
 * border to spare has this aspect. */
void noughts_board_natural_size (int rows, int cols, gboolean coordinates,
                                 double *width, double *height);

/* Colours of the palette, for painters that add to a board (captions,
 * legends). */
typedef enum {
  NOUGHTS_COLOR_BACKGROUND,    /* the board and the page around it */
  NOUGHTS_COLOR_FOREGROUND,    /* grid lines, text */
  NOUGHTS_COLOR_DIM,           /* coordinates, captions */
  NOUGHTS_COLOR_X,
  NOUGHTS_COLOR_O,
  NOUGHTS_COLOR_WIN,
  NOUGHTS_COLOR_DRAW,
  NOUGHTS_COLOR_LOSS,
} NoughtsColor;

void noughts_render_set_color (cairo_t *cr, gboolean dark, NoughtsColor color);
/* X or O colour (EMPTY: foreground). */
void noughts_render_set_piece_color (cairo_t *cr, gboolean dark, MnkPiece piece);
/* An opaque colour t of the way from a to b (a faded piece without the
 * overlap marks a translucent stroke would leave). */
void noughts_render_set_mixed_color (cairo_t *cr, gboolean dark, NoughtsColor a,
                                     NoughtsColor b, double t);

/* One line of text in "Sans" (or the font noughts_render_select_font finds
 * for it): its ink centred on cx, its baseline placed so that a digit's
 * height is centred on cy (so a row of labels shares one baseline). */
void noughts_render_text (cairo_t *cr, const char *text, double size,
                          gboolean bold, double cx, double cy);
/* Selects "Sans" at size and weight on cr, or, when it lacks a character of
 * text (Chinese in a translated caption, say), a sans-serif font that has
 * them all. text NULL: "Sans" as is. */
void noughts_render_select_font (cairo_t *cr, const char *text, double size,
                                 gboolean bold);

/* A piece (X: two strokes, O: a circle) centred on (cx, cy) in a cell of
 * side cell, in the current source colour. */
void noughts_render_piece (cairo_t *cr, MnkPiece piece, double cx, double cy,
                           double cell);

G_END_DECLS
