/* ref-board.h — an independent model of m,n,k-game boards for the engine's
 * tests. It shares nothing with src/mnk: a board is a string of '.', 'x'
 * and 'o' (row-major, top row first), windows are lists of cell indexes,
 * and everything is done with plain loops so that it is easy to trust. */
#pragma once

#include <glib.h>

/* The engine's enums name statuses and modes; no engine code is used. */
#include <mnk-position.h>

#define REF_MAX_CELLS 64

typedef struct {
  int rows, cols, k, cells;
  int n_windows;
  int *windows;                     /* n_windows * k cell indexes */
  int n_through[REF_MAX_CELLS];     /* windows through each cell ... */
  int *through[REF_MAX_CELLS];      /* ... as indexes into windows */
  int n_symmetries;                 /* 8 on a square board, else 4 */
  int symmetry[8][REF_MAX_CELLS];   /* cell -> image cell */
} RefGeometry;

void ref_geometry_init (RefGeometry *g, int rows, int cols, int k);
void ref_geometry_clear (RefGeometry *g);

/* Completed windows of piece ('x' or 'o') on board. */
int ref_count_lines (const RefGeometry *g, const char *board, char piece);
/* Does the stone on cell complete a window through that cell? */
gboolean ref_line_through (const RefGeometry *g, const char *board, int cell);
int ref_count_pieces (const RefGeometry *g, const char *board, char piece);
/* 'x' / 'o' whose move it is when first moved first (levels: first). */
char ref_side_from_counts (const RefGeometry *g, const char *board, char first);
char ref_other (char piece);

/* wdl, quick, expected: the first line ends the game, a full board without
 * one is a draw. lines: ongoing until full, then the side with more
 * completed windows wins. */
MnkStatus ref_status (const RefGeometry *g, const char *board, MnkScoreMode mode);

/* "x.o/.x./..o"; side 0 for no side field, else " x" or " o" appended. */
char *ref_notation (const RefGeometry *g, const char *board, char side);

/* Boards as base-3 numbers (cells <= 40): '.' 0, 'x' 1, 'o' 2 per digit,
 * cell 0 the least significant. */
guint64 ref_encode (const RefGeometry *g, const char *board);
void ref_decode (const RefGeometry *g, guint64 key, char *board);
/* The least key among the board's symmetric images. */
guint64 ref_canonical (const RefGeometry *g, const char *board);

typedef struct {
  GArray *keys;       /* guint64: every position reachable under wdl rules */
  guint64 positions;
  guint64 classes;
  guint64 terminal;
  guint64 games;      /* complete move sequences */
} RefEnumeration;

/* Plays every game from the empty board (first moving first), stopping at
 * the first k-in-a-row or a full board, layer by layer. */
void ref_enumerate (const RefGeometry *g, char first, RefEnumeration *out);
void ref_enumeration_clear (RefEnumeration *e);
