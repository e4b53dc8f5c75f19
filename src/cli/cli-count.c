/* cli-count.c — `noughts-cli count`: the positions reachable from the
 * empty board (perft-style), as one JSON object. */
#include "config.h"

#include <errno.h>
#include <stdio.h>

#include "cli-commands.h"
#include "mnk.h"

/* {"positions": P, "classes": C, "terminal": T[, "games": G]}, spaced as
 * DESIGN.md writes it; every member is a number, so printf is JSON enough. */
static char *
count_to_json (const MnkCount *count, gboolean with_games)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "{\"positions\": %" G_GUINT64_FORMAT
                          ", \"classes\": %" G_GUINT64_FORMAT
                          ", \"terminal\": %" G_GUINT64_FORMAT,
                          count->positions, count->classes, count->terminal);
  if (with_games && count->games_known)
    g_string_append_printf (out, ", \"games\": %" G_GUINT64_FORMAT, count->games);
  else if (with_games)
    g_string_append (out, ", \"games\": null");
  g_string_append (out, "}\n");
  return g_string_free (out, FALSE);
}

int
noughts_cli_count (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *game_text = NULL;
  g_autofree char *json = NULL;
  g_auto(GStrv) rest = NULL;
  gboolean games = FALSE;
  MnkGame game = { 0, 0, 0, MNK_PIECE_X };
  MnkCount count;
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_text,
      "Rows, columns and k in a row, e.g. --game 3,3,3 (required)", "M,N,K" },
    { "games", 0, 0, G_OPTION_ARG_NONE, &games,
      "Also count distinct complete games (move sequences), e.g. --games; "
      "null if the count overflows", NULL },
    G_OPTION_ENTRY_NULL
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
      "Count the positions reachable from the empty board when the first k-in-a-row\n"
      "ends the game, and print {\"positions\": P, \"classes\": C, \"terminal\": T}:\n"
      "every reachable position (the empty board included), the same counted once\n"
      "per class of rotations and reflections, and the finished ones.");
  g_option_context_set_description (context,
      "Examples:\n"
      "  noughts-cli count --game 3,3,3          {\"positions\": 5478, \"classes\": 765, \"terminal\": 958}\n"
      "  noughts-cli count --game 3,3,3 --games  ... \"games\": 255168\n"
      "  noughts-cli count --game 4,4,4\n"
      "\n"
      "Exit status: 0 success, 1 failure, 2 bad usage or a board too large to count.");
  g_option_context_add_main_entries (context, entries, NULL);

  rest = cli_parse_options (context, "count", argc, argv);
  if (rest == NULL)
    return CLI_EXIT_USAGE;
  if (g_strv_length (rest) > 1)
    return cli_fail (CLI_EXIT_USAGE, "count: unexpected argument '%s' (the board is "
                     "given with --game M,N,K)", rest[1]);
  if (game_text == NULL)
    return cli_fail (CLI_EXIT_USAGE, "count: missing --game M,N,K, such as --game 3,3,3");
  if (!mnk_game_parse (game_text, &game, &error) || !mnk_game_check (&game, &error))
    return cli_fail (CLI_EXIT_USAGE, "--game '%s': %s", game_text, error->message);

  if (!mnk_count_positions (&game, games, 0, NULL, &count, &error))
    return cli_fail (error->domain == MNK_ERROR ? CLI_EXIT_USAGE : CLI_EXIT_FAILURE,
                     "--game '%s': %s", game_text, error->message);

  json = count_to_json (&count, games);
  if (fputs (json, stdout) == EOF || fflush (stdout) != 0)
    return cli_fail (CLI_EXIT_FAILURE, "writing the output: %s", g_strerror (errno));
  return CLI_EXIT_OK;
}
