/* noughts-saved-position.h — the .noughts file: a position with its game,
 * scoring, the moves that led there and a comment, as JSON:
 *   { "format": "noughts", "version": 1,
 *     "game": {"rows":3,"cols":3,"k":3,"first":"x"},
 *     "score_mode": "wdl", "payoff": [1,0,-10],
 *     "position": "x.o/.x./... o",
 *     "moves": [{"row":1,"col":1,"cell":"b2"}, ...],
 *     "comment": "" } */
#pragma once

#include <glib.h>
#include "mnk.h"

G_BEGIN_DECLS

/* A position file is a few hundred bytes; anything past this is not one. */
#define NOUGHTS_SAVED_POSITION_MAX_SIZE (1024 * 1024)

typedef struct {
  MnkPosition position;
  MnkScoreMode mode;
  int payoff[3];
  int moves[MNK_MAX_CELLS];   /* cells, in the order played */
  int n_moves;
  char *comment;              /* may be NULL */
} NoughtsSavedPosition;

/* Pretty JSON with a final newline. g_free. */
char *noughts_saved_position_to_json (const NoughtsSavedPosition *saved);
/* Reads a file's text; the error names the member that is wrong (or the
 * JSON line and column, or that the text is cut short, empty or larger
 * than NOUGHTS_SAVED_POSITION_MAX_SIZE). The position must be legal and
 * the moves stones of it, each once. */
gboolean noughts_saved_position_parse (const char *data, gssize length,
                                       NoughtsSavedPosition *saved, GError **error);
void noughts_saved_position_clear (NoughtsSavedPosition *saved);
/* Does a file name (or URI) end in .noughts, in any case? */
gboolean noughts_saved_position_is_file_name (const char *name);

G_END_DECLS
