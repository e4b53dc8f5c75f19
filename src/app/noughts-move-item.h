/* noughts-move-item.h — one move of an analysed position, as a list item
 * for the Moves column view and the game tree. */
#pragma once

#include <glib-object.h>
#include "mnk.h"

G_BEGIN_DECLS

#define NOUGHTS_TYPE_MOVE_ITEM (noughts_move_item_get_type ())
G_DECLARE_FINAL_TYPE (NoughtsMoveItem, noughts_move_item, NOUGHTS, MOVE_ITEM, GObject)

/* The move mv of the analysed position before (its value is from before's
 * mover's view). line is the moves from the window's position to before
 * (may be NULL for none), so the tree knows how a row is reached. */
NoughtsMoveItem *noughts_move_item_new (const MnkPosition *before, MnkScoreMode mode,
                                        const MnkMoveValue *mv, gboolean best,
                                        const GArray *line);
/* A row that only says something ("Analysing…"), with no move. */
NoughtsMoveItem *noughts_move_item_new_message (const char *text);

/* A list store of the moves of analysis, best first. */
GListStore *noughts_move_item_list_from_analysis (const MnkAnalysis *analysis,
                                                  const GArray *line);

gboolean noughts_move_item_is_message (NoughtsMoveItem *self);
int noughts_move_item_get_cell (NoughtsMoveItem *self);
const char *noughts_move_item_get_name (NoughtsMoveItem *self);       /* "b2" or the message */
const MnkValue *noughts_move_item_get_value (NoughtsMoveItem *self);
const char *noughts_move_item_get_result_text (NoughtsMoveItem *self); /* "X wins" */
/* A style class for the result badge: "success" (good for the mover),
 * "error" (bad), "dim-label" (draw / unknown). */
const char *noughts_move_item_get_result_class (NoughtsMoveItem *self);
const char *noughts_move_item_get_score_text (NoughtsMoveItem *self); /* "+3", "191/192" */
/* Plies to the end from the analysed position, this move included. */
const char *noughts_move_item_get_plies_text (NoughtsMoveItem *self);
gboolean noughts_move_item_get_best (NoughtsMoveItem *self);
MnkPiece noughts_move_item_get_mover (NoughtsMoveItem *self);
/* The position after the move, its game rules and scoring. */
const MnkPosition *noughts_move_item_get_after (NoughtsMoveItem *self);
MnkScoreMode noughts_move_item_get_mode (NoughtsMoveItem *self);
/* Cells from the window's position up to and including this move. */
const GArray *noughts_move_item_get_line (NoughtsMoveItem *self);

/* Words for a result: "X wins", "O wins", "Draw", "Unknown"; "" for NONE. */
const char *noughts_result_describe (MnkResult result);
/* "+3", "-1", "0", "191/192"; bounds "[-1, 1]" when not exact. g_free. */
char *noughts_value_score_text (const MnkValue *value);

G_END_DECLS
