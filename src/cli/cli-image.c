/* cli-image.c — `noughts-cli render` (the analysed board, or its best line
 * as a strip of boards) and `noughts-cli strategy` (a side's complete
 * optimal strategy as a map), drawn by src/render through src/export. */
#include "config.h"

#include "cli-commands.h"
#include "cli-settings.h"

/* The one POSITION argument of rest (argv[0] first), or NULL after a
 * complaint. */
static const char *
single_position (const char *command, char **rest)
{
  guint n = g_strv_length (rest);

  if (n < 2)
    {
      cli_fail (CLI_EXIT_USAGE, "%s: missing POSITION, such as x.o/.x./..o "
                "(try 'noughts-cli %s --help')", command, command);
      return NULL;
    }
  if (n > 2)
    {
      cli_fail (CLI_EXIT_USAGE, "%s: unexpected argument '%s' after the position '%s' "
                "(quote a position that holds a space)", command, rest[2], rest[1]);
      return NULL;
    }
  return rest[1];
}

int
noughts_cli_render (int argc, char **argv)
{
  g_auto(CliArgs) args = { 0 };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(MnkSolver) solver = NULL;
  g_autoptr(MnkAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) rest = NULL;
  NoughtsImageOptions options;
  NoughtsImageFormat format;
  CliSettings settings;
  const char *text;
  MnkPosition pos;
  gboolean written;
  int status;
  const GOptionEntry entries[] = {
    { "heat-map", 0, 0, G_OPTION_ARG_NONE, &args.heat_map,
      "Colour each empty cell by its move's result and show its score, e.g. --heat-map", NULL },
    { "pv-numbers", 0, 0, G_OPTION_ARG_NONE, &args.pv_numbers,
      "Number the moves of the best line on the board, e.g. --pv-numbers", NULL },
    { "pv-strip", 0, 0, G_OPTION_ARG_NONE, &args.pv_strip,
      "Draw the best line as a strip of small boards, one per move (a PDF gets "
      "a page per board), e.g. --pv-strip", NULL },
    G_OPTION_ENTRY_NULL
  };

  context = cli_command_context ("POSITION --output FILE",
      "Analyse a position and draw the board as the window paints it, or with\n"
      "--pv-strip its best line board by board.",
      "Examples:\n"
      "  noughts-cli render x.o/.x./..o --output board.png\n"
      "  noughts-cli render --heat-map --pv-numbers --size 600 x.o/.x./..o -o board.svg\n"
      "  noughts-cli render --dark --score quick .../.x./... --output board.pdf\n"
      "  noughts-cli render --pv-strip .../.../... --output line.pdf\n"
      "\n"
      "Exit status: 0 success, 1 failure (the file cannot be written), 2 bad usage\n"
      "or input, 3 a limit stopped the search (the image shows what was proven).");
  g_option_context_add_main_entries (context, entries, NULL);
  cli_add_image_entries (context, &args);
  cli_add_position_entries (context, &args);
  cli_add_solve_entries (context, &args);

  rest = cli_parse_settings (context, "render", argc, argv, &args, &settings);
  if (rest == NULL)
    return CLI_EXIT_USAGE;
  text = single_position ("render", rest);
  if (text == NULL || !cli_resolve_image (&args, &options, &format))
    return CLI_EXIT_USAGE;

  if (!cli_read_position (&settings, text, &pos, &error))
    return cli_fail (CLI_EXIT_USAGE, "position '%s': %s", text, error->message);

  solver = mnk_solver_new (&settings.solver);
  analysis = cli_analyze_position (solver, &settings, &pos, &error);
  if (analysis == NULL)
    return cli_fail (cli_status_for_error (error), "position '%s': %s", text, error->message);

  if (args.pv_strip)
    written = noughts_export_pv_strip (analysis, &options, format, args.output, &error);
  else
    written = noughts_export_board_image (&pos, analysis, &options, format, args.output,
                                          &error);
  if (!written)
    status = cli_fail (CLI_EXIT_FAILURE, "--output '%s': %s", args.output, error->message);
  else
    status = cli_analysis_is_exact (analysis) ? CLI_EXIT_OK : CLI_EXIT_LIMIT;
  cli_settings_clear (&settings);
  return status;
}

int
noughts_cli_strategy (int argc, char **argv)
{
  g_auto(CliArgs) args = { 0 };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) rest = NULL;
  NoughtsImageOptions options;
  NoughtsImageFormat format;
  CliSettings settings;
  MnkPiece side;
  guint64 max_decisions = 0;
  const char *text;
  MnkPosition pos;
  const GOptionEntry entries[] = {
    { "side", 's', 0, G_OPTION_ARG_STRING, &args.side,
      "Whose strategy, e.g. --side o (default: the side to move)", "x|o" },
    { "max-decisions", 0, 0, G_OPTION_ARG_STRING, &args.max_decisions,
      "Refuse a map with more than N boards where the side decides, e.g. "
      "--max-decisions 20000 (default 5000)", "N" },
    G_OPTION_ENTRY_NULL
  };

  context = cli_command_context ("--output FILE POSITION",
      "Draw a side's complete optimal strategy (win/draw/loss rules) from a\n"
      "position: one best move wherever the side is to move, every reply of the\n"
      "opponent, down to the end of every game, as boards nested in boards.",
      "Examples:\n"
      "  noughts-cli strategy --side x --output strategy.pdf .../.../...\n"
      "  noughts-cli strategy --side o --output defence.svg x../.../...\n"
      "  noughts-cli strategy --dark --size 2000 -o map.png x.o/.x./..o\n"
      "\n"
      "Exit status: 0 success, 1 failure (the file cannot be written), 2 bad usage\n"
      "or input (including a strategy too large to draw).");
  g_option_context_add_main_entries (context, entries, NULL);
  cli_add_image_entries (context, &args);
  cli_add_position_entries (context, &args);

  rest = cli_parse_settings (context, "strategy", argc, argv, &args, &settings);
  if (rest == NULL)
    return CLI_EXIT_USAGE;
  text = single_position ("strategy", rest);
  if (text == NULL || !cli_resolve_image (&args, &options, &format))
    return CLI_EXIT_USAGE;
  if (args.max_decisions != NULL
      && !cli_parse_unsigned ("--max-decisions", args.max_decisions, 1, 10000000,
                              &max_decisions))
    return CLI_EXIT_USAGE;

  if (!cli_read_position (&settings, text, &pos, &error))
    return cli_fail (CLI_EXIT_USAGE, "position '%s': %s", text, error->message);

  side = pos.to_move;
  if (args.side != NULL && !mnk_piece_parse (args.side, &side))
    return cli_fail (CLI_EXIT_USAGE, "--side '%s': expected x or o", args.side);

  if (!noughts_export_strategy (&pos, side, (guint) max_decisions, &options, format,
                                args.output, NULL, &error))
    {
      /* the engine refuses the position or the size of the tree; anything
       * else is about writing the file */
      if (error->domain == MNK_ERROR)
        return cli_fail (CLI_EXIT_USAGE, "position '%s': %s", text, error->message);
      return cli_fail (CLI_EXIT_FAILURE, "--output '%s': %s", args.output, error->message);
    }
  return CLI_EXIT_OK;
}
