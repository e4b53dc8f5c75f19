/* noughts-position-model.h — the position being analysed and its rules,
 * with an undo/redo history of every edit and move. The window's widgets
 * only report intents; this object owns the state. */
#pragma once

#include <glib-object.h>
#include "mnk.h"

G_BEGIN_DECLS

#define NOUGHTS_TYPE_POSITION_MODEL (noughts_position_model_get_type ())
G_DECLARE_FINAL_TYPE (NoughtsPositionModel, noughts_position_model,
                      NOUGHTS, POSITION_MODEL, GObject)

NoughtsPositionModel *noughts_position_model_new (void);

const MnkPosition *noughts_position_model_get_position (NoughtsPositionModel *self);
MnkScoreMode noughts_position_model_get_mode (NoughtsPositionModel *self);
const int *noughts_position_model_get_payoff (NoughtsPositionModel *self);
/* The cell of the move or edit that led here, -1 none. */
int noughts_position_model_get_last_move (NoughtsPositionModel *self);

/* Plays the side to move's piece; FALSE (nothing changes) if the cell is
 * taken or the game is over. */
gboolean noughts_position_model_play (NoughtsPositionModel *self, int cell);
/* Edits: puts piece (EMPTY clears) on a cell; FALSE if nothing changes. */
gboolean noughts_position_model_set_cell (NoughtsPositionModel *self, int cell,
                                          MnkPiece piece);
/* empty -> X -> O -> empty. */
void noughts_position_model_cycle_cell (NoughtsPositionModel *self, int cell);
/* X or O: that side moves, counts are not checked; EMPTY: from the counts. */
void noughts_position_model_set_to_move (NoughtsPositionModel *self, MnkPiece piece);
/* The whole position (e.g. pasted) with its rules and scoring mode. */
void noughts_position_model_set_position (NoughtsPositionModel *self,
                                          const MnkPosition *pos, MnkScoreMode mode);
/* Everything at once, as from a saved file: line is the moves that led to
 * pos (may be empty); the caller checked that they fit. */
void noughts_position_model_load (NoughtsPositionModel *self, const MnkPosition *pos,
                                  MnkScoreMode mode, const int payoff[3],
                                  const int *line, int n_line);
/* The moves played since the last edit into cells (MNK_MAX_CELLS long);
 * returns how many. */
int noughts_position_model_get_line (NoughtsPositionModel *self, int *cells);
/* New rules; the stones that fit the new board are kept. */
void noughts_position_model_set_rules (NoughtsPositionModel *self,
                                       const MnkGame *game, MnkScoreMode mode,
                                       const int payoff[3]);
/* An empty board of the same rules. */
void noughts_position_model_clear (NoughtsPositionModel *self);

gboolean noughts_position_model_can_undo (NoughtsPositionModel *self);
gboolean noughts_position_model_can_redo (NoughtsPositionModel *self);
gboolean noughts_position_model_undo (NoughtsPositionModel *self);
gboolean noughts_position_model_redo (NoughtsPositionModel *self);
/* Forgets the history (the start state of a window). */
void noughts_position_model_reset_history (NoughtsPositionModel *self);

G_END_DECLS
