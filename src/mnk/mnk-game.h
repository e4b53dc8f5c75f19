/* mnk-game.h — the rules of an m,n,k-game: board size, k, who moves
 * first, scoring modes, and the precomputed geometry (every k-window). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define MNK_MAX_CELLS 64

#define MNK_ERROR (mnk_error_quark ())
GQuark mnk_error_quark (void);

typedef enum {
  MNK_ERROR_GAME,       /* impossible rows, cols, k, payoff, mode name */
  MNK_ERROR_NOTATION,   /* a position that cannot be read */
  MNK_ERROR_ILLEGAL,    /* a readable position that cannot arise in play */
  MNK_ERROR_TOO_LARGE,  /* a request beyond what the engine will attempt */
} MnkErrorCode;

typedef enum {
  MNK_PIECE_EMPTY = 0,
  MNK_PIECE_X = 1,
  MNK_PIECE_O = 2,
} MnkPiece;

/* The other player; X <-> O. */
#define MNK_OTHER(p) ((MnkPiece) (3 - (p)))
/* Index of a player's stones in MnkPosition.stones. */
#define MNK_SIDE(p) ((p) - 1)

typedef enum {
  MNK_SCORE_WDL,
  MNK_SCORE_QUICK,
  MNK_SCORE_LINES,
  MNK_SCORE_EXPECTED,
} MnkScoreMode;

typedef struct {
  int rows;
  int cols;
  int k;
  MnkPiece first;
} MnkGame;

/* One k-window: k cells in a straight line (row, column or diagonal). */
typedef struct {
  guint64 mask;
  guint8 first_cell;   /* the two ends, for drawing the line */
  guint8 last_cell;
} MnkWindow;

/* Everything derived from rows, cols and k. Built once per size, shared and
 * never freed (see mnk_geometry_lookup); immutable, so threads may share it. */
typedef struct {
  int rows, cols, k, cells;
  guint64 full;                 /* mask of all cells */
  int n_windows;
  MnkWindow *windows;
  /* windows through each cell, as indexes into windows[] */
  int n_cell_windows[MNK_MAX_CELLS];
  guint16 *cell_windows[MNK_MAX_CELLS];
  /* board symmetries: 8 on a square board, 4 on a rectangle; [0] is identity */
  int n_symmetries;
  guint8 symmetry_map[8][MNK_MAX_CELLS];      /* cell -> image cell */
  guint64 symmetry_table[8][8][256];          /* byte-wise images, see mnk_geometry_transform */
} MnkGeometry;

/* Checks 1 <= rows, cols; rows*cols <= 64; 1 <= k <= max(rows, cols). */
gboolean mnk_game_check (const MnkGame *game, GError **error);
/* Parses "M,N,K" (rows, cols, k) into game; first is left untouched. */
gboolean mnk_game_parse (const char *text, MnkGame *game, GError **error);
/* Default k for a board: min(rows, cols). */
int mnk_game_default_k (int rows, int cols);

const MnkGeometry *mnk_geometry_lookup (int rows, int cols, int k);

/* The image of a set of cells under symmetry s. */
static inline guint64
mnk_geometry_transform (const MnkGeometry *g, int s, guint64 bits)
{
  guint64 r = 0;
  for (int b = 0; bits != 0; b++, bits >>= 8)
    r |= g->symmetry_table[s][b][bits & 0xff];
  return r;
}

/* Names: "wdl", "quick", "lines", "expected". */
const char *mnk_score_mode_to_string (MnkScoreMode mode);
gboolean mnk_score_mode_parse (const char *text, MnkScoreMode *mode, GError **error);
/* 'x' or 'o' (lower case) for X / O, '.' for empty. */
char mnk_piece_to_char (MnkPiece piece);
/* "x" / "o" (any case) -> piece; FALSE for anything else. */
gboolean mnk_piece_parse (const char *text, MnkPiece *piece);

/* Cell names for people: column letters a..z, aa, ab, ... then the row
 * number from the top, 1-based: "a1" is top-left. buf needs 8 bytes. */
const char *mnk_cell_name (int cols, int cell, char buf[8]);
/* Parses a cell name; -1 if it does not name a cell of a rows x cols board. */
int mnk_cell_parse (int rows, int cols, const char *name);

G_END_DECLS
