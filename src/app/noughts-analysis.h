/* noughts-analysis.h — the analysis controller: solves the window's position
 * in a worker thread, reports progress to the main loop, cancels a running
 * solve when a new one starts and drops results that came too late. */
#pragma once

#include <gio/gio.h>
#include "mnk.h"

G_BEGIN_DECLS

#define NOUGHTS_TYPE_ANALYSIS (noughts_analysis_get_type ())
G_DECLARE_FINAL_TYPE (NoughtsAnalysis, noughts_analysis, NOUGHTS, ANALYSIS, GObject)

NoughtsAnalysis *noughts_analysis_new (void);

/* Cancels whatever runs and starts solving pos. An illegal position does
 * not start a solve: get_error says why at once. Emits "changed". */
void noughts_analysis_start (NoughtsAnalysis *self, const MnkPosition *pos,
                             MnkScoreMode mode, const int payoff[3]);
/* Cancels the running solve; what it proved is kept (result->stopped). */
void noughts_analysis_stop (NoughtsAnalysis *self);

gboolean noughts_analysis_get_running (NoughtsAnalysis *self);
/* The finished (or stopped) analysis of the last started position; NULL
 * while running or after an error. Owned by self; valid until "changed". */
const MnkAnalysis *noughts_analysis_get_result (NoughtsAnalysis *self);
/* Why the last position could not be analysed, or NULL. */
const char *noughts_analysis_get_error (NoughtsAnalysis *self);
/* The last progress report of the running solve, or NULL. */
const MnkProgress *noughts_analysis_get_progress (NoughtsAnalysis *self);

/* Any position, in a worker thread, sharing the controller's solvers (warm
 * transposition tables); no progress. For the game tree's children. */
void noughts_analysis_analyze_async (NoughtsAnalysis *self, const MnkPosition *pos,
                                     MnkScoreMode mode, const int payoff[3],
                                     GCancellable *cancellable,
                                     GAsyncReadyCallback callback, gpointer user_data);
MnkAnalysis *noughts_analysis_analyze_finish (NoughtsAnalysis *self, GAsyncResult *result,
                                              GError **error);

G_END_DECLS
