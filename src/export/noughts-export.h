/* noughts-export.h — an analysis to files: JSON, CSV, readable text and
 * images. Used by the window and by noughts-cli alike. */
#pragma once

#include <json-glib/json-glib.h>
#include "mnk.h"

G_BEGIN_DECLS

/* The analyze object of DESIGN.md. When solver is not NULL and tree_depth > 0,
 * a "tree" member holds every move to that depth (the PV's moves deeper),
 * each child analysed with solver. */
JsonNode *noughts_export_json_node (const MnkAnalysis *analysis,
                                    MnkSolver *solver, int tree_depth,
                                    GCancellable *cancellable, GError **error);
/* The same, as pretty (or one-line) text with a final newline. */
char *noughts_export_json (const MnkAnalysis *analysis, MnkSolver *solver,
                           int tree_depth, gboolean pretty,
                           GCancellable *cancellable, GError **error);
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
