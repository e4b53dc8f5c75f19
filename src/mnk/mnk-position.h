/* mnk-position.h — a position: stones of both sides and the side to move;
 * notation, legality and status. */
#pragma once

#include "mnk-game.h"

G_BEGIN_DECLS

typedef struct {
  MnkGame game;
  guint64 stones[2];        /* bit r*cols+c; [MNK_SIDE(X)] and [MNK_SIDE(O)] */
  MnkPiece to_move;
  gboolean to_move_given;   /* set explicitly: piece counts are not checked */
} MnkPosition;

typedef enum {
  MNK_STATUS_ONGOING,
  MNK_STATUS_X_WON,
  MNK_STATUS_O_WON,
  MNK_STATUS_DRAW,
} MnkStatus;

/* What the caller knows before reading a position. rows/cols 0: take them
 * from the text; k 0: mnk_game_default_k; to_move EMPTY: from the text's
 * side field, else from the piece counts. */
typedef struct {
  int rows, cols, k;
  MnkPiece first;
  MnkPiece to_move;
} MnkPositionSpec;

/* An empty board of the game, first player to move. */
void mnk_position_init (MnkPosition *pos, const MnkGame *game);

/* Reads notation ("x.o/.x./..o", optional " x" / " o"). Errors name the row
 * and column (1-based) of what is wrong. Does not check legality. */
gboolean mnk_position_parse (MnkPosition *pos, const char *text,
                             const MnkPositionSpec *spec, GError **error);
/* "x.o/.x./..o", with " x" / " o" appended when with_side. Free with g_free. */
char *mnk_position_format (const MnkPosition *pos, gboolean with_side);

/* The side to move implied by the counts and game.first (first if the
 * counts are level, else the other side). */
MnkPiece mnk_position_side_from_counts (const MnkPosition *pos);

/* Legality (DESIGN.md "Rules"); in lines mode, and when to_move_given,
 * counts are not checked. The error message says why. */
gboolean mnk_position_validate (const MnkPosition *pos, MnkScoreMode mode,
                                GError **error);

/* ongoing / x-won / o-won / draw. wdl, quick, expected: the first k-in-a-row
 * ends the game, a full board without one is a draw. lines: ongoing until the
 * board is full, then decided by the count of completed windows. */
MnkStatus mnk_position_status (const MnkPosition *pos, MnkScoreMode mode);
const char *mnk_status_to_string (MnkStatus status); /* "ongoing", "x-won", ... */

guint64 mnk_position_empty (const MnkPosition *pos);
int mnk_position_count (const MnkPosition *pos, MnkPiece piece);
MnkPiece mnk_position_get (const MnkPosition *pos, int cell);
void mnk_position_set (MnkPosition *pos, int cell, MnkPiece piece);
/* Places the mover's piece on an empty cell and passes the move. */
void mnk_position_play (MnkPosition *pos, int cell);

/* Completed k-windows of a piece, as indexes into the geometry's windows;
 * returns how many (up to max stored). */
int mnk_position_lines (const MnkPosition *pos, MnkPiece piece, int *out, int max);
/* Does piece have a k-in-a-row? */
gboolean mnk_position_has_line (const MnkPosition *pos, MnkPiece piece);

G_END_DECLS
