/* noughts-position-text.h — a position from what a person types, pastes
 * or passes on the command line. */
#pragma once

#include "mnk.h"

G_BEGIN_DECLS

/* Reads notation ("x.o/.x./..o", or the rows on separate lines) into pos.
 * game ("M,N,K") and score (a mode name) may be NULL. current, if not NULL,
 * is the position shown now: its first player carries over, and so does
 * its k when the size is the same. With text NULL or blank and game given,
 * an empty board of game. *mode is left alone unless score names one.
 * The error names what is wrong and where (row, column, option). */
gboolean noughts_position_from_text (const char *text, const char *game, const char *score,
                                     const MnkPosition *current, MnkPosition *pos,
                                     MnkScoreMode *mode, GError **error);

G_END_DECLS
