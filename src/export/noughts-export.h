/* noughts-export.h — an analysis to files: JSON, CSV, readable text and
 * images. Used by the window and by noughts-cli alike. */
#pragma once

#include <json-glib/json-glib.h>
#include "mnk.h"

G_BEGIN_DECLS

/* The analyze object of DESIGN.md. When solver is not NULL and tree_depth > 0,
 * a "tree" member holds every move to that depth (the PV's moves deeper),
 * each child analysed with solver.
 *
 * Members beyond DESIGN.md's example: in expected mode "payoff":
 * {"win","draw","loss"}, each score a fraction string with "score_float"
 * beside it and no "result"; a value the search did not finish has
 * "result": "unknown", "score": null, "plies": null and "bounds": [lo, hi]
 * (fraction strings in expected mode); "plies" is null where unknown.
 *
 * The tree: "tree" is an array with a node for every move of the analysis,
 * in the order of "moves". A node is {"row","col","cell"} of the move plus
 * the analysis of the position after it, in the shape of the top-level
 * object: "position", "to_move", "status", "value", "moves", "pv" — seen
 * from that node's own side to move, like a top-level analysis of it. Only
 * the node whose move is the next move of the root's PV has "children"
 * (again a node per move), down to tree_depth levels: depth 1 gives every
 * root move with its replies' values, depth d adds the PV's position at
 * each level 2..d with all its moves. The cost is one analysis per node,
 * about branching factor x depth, not branching factor ^ depth. In expected
 * mode the two sides play by different rules below the root, so a tree is
 * refused (G_IO_ERROR_NOT_SUPPORTED). Cancelling stops with
 * G_IO_ERROR_CANCELLED and no result. */
JsonNode *noughts_export_json_node (const MnkAnalysis *analysis,
                                    MnkSolver *solver, int tree_depth,
                                    GCancellable *cancellable, GError **error);
/* The same, as pretty (or one-line) text with a final newline. */
char *noughts_export_json (const MnkAnalysis *analysis, MnkSolver *solver,
                           int tree_depth, gboolean pretty,
                           GCancellable *cancellable, GError **error);
/* Any JSON tree as text with a final newline, doubles in their shortest
 * exact form (json-glib 1.6 writes 17 digits); pretty: two-space indent. */
char *noughts_json_to_text (JsonNode *node, gboolean pretty);
/* Header row "row,col,cell,result,score,plies", then one row a legal move. */
char *noughts_export_csv (const MnkAnalysis *analysis);
/* The report a person reads: board with coordinates, verdict in words,
 * moves best first, the PV. */
char *noughts_export_text (const MnkAnalysis *analysis);

typedef enum {
  NOUGHTS_IMAGE_PNG,
  NOUGHTS_IMAGE_SVG,
  NOUGHTS_IMAGE_PDF,
} NoughtsImageFormat;

/* From a file name's extension (.png .svg .pdf, any case). */
gboolean noughts_image_format_from_path (const char *path,
                                         NoughtsImageFormat *format,
                                         GError **error);

typedef struct {
  int size;                /* pixels (PNG) or points (SVG/PDF) of the long side */
  gboolean heat_map;       /* each empty cell shows its move's result and score */
  gboolean coordinates;
  gboolean pv_numbers;     /* the PV's moves numbered on the board */
  gboolean dark;
} NoughtsImageOptions;

void noughts_image_options_init (NoughtsImageOptions *options);

/* The board as the window paints it. analysis may be NULL (a bare board). */
gboolean noughts_export_board_image (const MnkPosition *pos,
                                     const MnkAnalysis *analysis,
                                     const NoughtsImageOptions *options,
                                     NoughtsImageFormat format,
                                     const char *path, GError **error);

G_END_DECLS

/* ---- PV strip and strategy map (images) ---- */

#include "noughts-strategy.h"

G_BEGIN_DECLS

/* The PV as small boards, each captioned: the analysed position, then the
 * board after each PV move with that move marked. PNG and SVG: one picture,
 * rows of up to five boards, options->size the long side. PDF: one page a
 * step (page 1 the position, then one page per PV move). */
gboolean noughts_export_pv_strip (const MnkAnalysis *analysis,
                                  const NoughtsImageOptions *options,
                                  NoughtsImageFormat format,
                                  const char *path, GError **error);

/* The strategy map (see noughts-strategy.h), on a page sized from the tree
 * so that the smallest board stays legible (options->size is a minimum for
 * the long side); options->heat_map and pv_numbers do not apply. PNG is
 * refused when the page would pass 8192 pixels. */
gboolean noughts_export_strategy_map (const NoughtsStrategy *strategy,
                                      const NoughtsImageOptions *options,
                                      NoughtsImageFormat format,
                                      const char *path, GError **error);

/* Builds the strategy of side from pos (at most max_decisions decision
 * points, 0: the default) and writes its map. */
gboolean noughts_export_strategy (const MnkPosition *pos, MnkPiece side,
                                  guint max_decisions,
                                  const NoughtsImageOptions *options,
                                  NoughtsImageFormat format, const char *path,
                                  GCancellable *cancellable, GError **error);

G_END_DECLS
