/* cli-settings.h — the options that analyze, render and strategy share,
 * how they are checked, and the steps from a POSITION argument to an
 * analysis (reading, legality, solving with a progress line). */
#pragma once

#include "noughts-export.h"

G_BEGIN_DECLS

typedef enum {
  CLI_FORMAT_TEXT,
  CLI_FORMAT_JSON,
  CLI_FORMAT_CSV,
} CliFormat;

/* Option values as GOptionContext leaves them; cli_resolve_settings checks
 * them, so every complaint can quote what the user wrote. */
typedef struct {
  /* the position: cli_add_position_entries */
  char *game, *first, *to_move;
  /* the search: cli_add_solve_entries */
  char *score, *payoff, *time_limit, *node_limit, *tt_mb;
  gboolean quiet;
  /* analyze */
  char *format, *tree_depth, *input;
  /* images: cli_add_image_entries, and render's and strategy's own */
  char *output, *size;
  gboolean no_coordinates, dark;
  gboolean heat_map, pv_numbers, pv_strip;
  char *side, *max_decisions;
} CliArgs;

void cli_args_clear (CliArgs *args);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliArgs, cli_args_clear)

/* The progress line on a terminal: rewritten in place, cleared at the end. */
typedef struct {
  char *label;      /* "line 12: " in a batch, else NULL */
  int width;        /* of the line on screen now; 0 none */
} CliProgress;

typedef struct {
  MnkPositionSpec spec;
  MnkSolverOptions solver;   /* progress points at the field below */
  CliFormat format;
  int tree_depth;
  CliProgress progress;
} CliSettings;

/* --game, --first, --to-move */
void cli_add_position_entries (GOptionContext *context, CliArgs *args);
/* --score, --payoff, --time-limit, --node-limit, --tt-mb, --quiet */
void cli_add_solve_entries (GOptionContext *context, CliArgs *args);
/* --output, --size, --no-coordinates, --dark */
void cli_add_image_entries (GOptionContext *context, CliArgs *args);

/* Checks every option that args holds. settings must stay where it is
 * while a solver made from settings->solver runs (progress points into it).
 * On failure the reason is printed and the exit status is 2. */
gboolean cli_resolve_settings (const CliArgs *args, CliSettings *settings);
void cli_settings_clear (CliSettings *settings);

/* cli_parse_options, then cli_resolve_settings: what is left of argv, or
 * NULL after a complaint (exit status 2). */
char **cli_parse_settings (GOptionContext *context, const char *command,
                           int argc, char **argv, const CliArgs *args,
                           CliSettings *settings);

/* --output's format and the image options; prints the reason on failure. */
gboolean cli_resolve_image (const CliArgs *args, NoughtsImageOptions *options,
                            NoughtsImageFormat *format);

/* A whole number in [min, max] for option, or a printed complaint. */
gboolean cli_parse_unsigned (const char *option, const char *text,
                             guint64 min, guint64 max, guint64 *out);

/* Notation via mnk_position_parse, then legality for the settings' mode. */
gboolean cli_read_position (const CliSettings *settings, const char *text,
                            MnkPosition *pos, GError **error);
/* Cancelled by the first Ctrl-C (SIGINT) once asked for; a second Ctrl-C
 * ends the process as usual. */
GCancellable *cli_interrupt_cancellable (void);
gboolean cli_interrupted (void);
/* Solves pos with the progress line while it runs; Ctrl-C stops the search
 * with what it proved kept (see cli_interrupt_cancellable). */
MnkAnalysis *cli_analyze_position (MnkSolver *solver, CliSettings *settings,
                                   const MnkPosition *pos, GError **error);
/* Every value exact: else the exit status is 3. */
gboolean cli_analysis_is_exact (const MnkAnalysis *analysis);
/* The exit status for an error from the engine (2: about the input) or
 * from elsewhere (1). */
int cli_status_for_error (const GError *error);

G_END_DECLS
