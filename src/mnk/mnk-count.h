/* mnk-count.h — counting the positions reachable from the empty board. */
#pragma once

#include <gio/gio.h>
#include "mnk-game.h"

G_BEGIN_DECLS

typedef struct {
  guint64 positions;   /* reachable under wdl rules, the empty board included */
  guint64 classes;     /* the same, up to the board's symmetries */
  guint64 terminal;    /* reachable positions that are finished */
  gboolean games_known;/* FALSE when the game count overflowed 64 bits or was not asked */
  guint64 games;       /* distinct complete games (move sequences) */
} MnkCount;

/* Counts layer by layer (positions with n stones from those with n-1), so
 * memory is two layers. Refuses with MNK_ERROR_TOO_LARGE once a layer holds
 * more than max_layer positions (0: the default, 64 million). */
gboolean mnk_count_positions (const MnkGame *game, gboolean want_games,
                              guint64 max_layer, GCancellable *cancellable,
                              MnkCount *count, GError **error);

G_END_DECLS
