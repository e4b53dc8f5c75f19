/* noughts-board-view.c — see the header. */
#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "noughts-board-view.h"
#include "noughts-render.h"

struct _NoughtsBoardView {
  GtkWidget parent_instance;

  MnkPosition pos;
  MnkScoreMode mode;
  const MnkAnalysis *analysis;
  int last_move;
  int suggestion;
  int *numbers;
  int n_numbers;
  gboolean heat_map;
  gboolean show_coordinates;
  int cursor;
  gboolean keyboard;   /* the last input was a key: show the cursor */
};

enum {
  PROP_0,
  PROP_HEAT_MAP,
  PROP_SHOW_COORDINATES,
  N_PROPS
};

enum {
  SIGNAL_CELL_ACTION,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (NoughtsBoardView, noughts_board_view, GTK_TYPE_WIDGET)

static int
n_cells (NoughtsBoardView *self)
{
  return self->pos.game.rows * self->pos.game.cols;
}

static void
fill_style (NoughtsBoardView *self, NoughtsBoardStyle *style)
{
  noughts_board_style_init (style);
  style->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  style->coordinates = self->show_coordinates;
  style->heat_map = self->heat_map && self->analysis != NULL;
  style->analysis = self->analysis;
  style->last_move = self->last_move;
  style->suggestion = self->suggestion;
  style->cursor = self->keyboard && gtk_widget_has_focus (GTK_WIDGET (self))
                  ? self->cursor : -1;
  if (self->numbers != NULL && self->n_numbers == n_cells (self))
    {
      style->numbers = self->numbers;
      style->n_numbers = self->n_numbers;
    }
}

static void
noughts_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  NoughtsBoardView *self = NOUGHTS_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  NoughtsBoardStyle style;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  fill_style (self, &style);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  noughts_render_board (cr, width, height, &self->pos, self->mode, &style);
  cairo_destroy (cr);
}

static void
noughts_board_view_measure (GtkWidget *widget, GtkOrientation orientation,
                            int for_size, int *minimum, int *natural,
                            int *minimum_baseline, int *natural_baseline)
{
  *minimum = 160;
  *natural = 480;
}

int
noughts_board_view_cell_at (NoughtsBoardView *self, double x, double y)
{
  NoughtsBoardStyle style;

  fill_style (self, &style);
  return noughts_render_cell_at (&self->pos.game,
                                 gtk_widget_get_width (GTK_WIDGET (self)),
                                 gtk_widget_get_height (GTK_WIDGET (self)),
                                 &style, x, y);
}

static void
emit_action (NoughtsBoardView *self, int cell, NoughtsBoardAction action)
{
  if (cell < 0 || cell >= n_cells (self))
    return;
  g_signal_emit (self, signals[SIGNAL_CELL_ACTION], 0, cell, (int) action);
}

static void
on_click_released (GtkGestureClick *gesture, int n_press, double x, double y,
                   NoughtsBoardView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  int cell = noughts_board_view_cell_at (self, x, y);

  if (cell < 0)
    return;
  self->cursor = cell;
  self->keyboard = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (button == GDK_BUTTON_SECONDARY)
    emit_action (self, cell, NOUGHTS_BOARD_CLEAR);
  else if (button == GDK_BUTTON_PRIMARY)
    emit_action (self, cell, NOUGHTS_BOARD_ACTIVATE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
move_cursor (NoughtsBoardView *self, int drow, int dcol)
{
  int rows = self->pos.game.rows;
  int cols = self->pos.game.cols;
  int r, c;

  if (self->cursor < 0 || self->cursor >= n_cells (self))
    {
      /* The first arrow shows the cursor in the middle. */
      self->cursor = (rows / 2) * cols + cols / 2;
    }
  else
    {
      r = CLAMP (self->cursor / cols + drow, 0, rows - 1);
      c = CLAMP (self->cursor % cols + dcol, 0, cols - 1);
      self->cursor = r * cols + c;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, NoughtsBoardView *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  if (self->cursor < 0 || self->cursor >= n_cells (self))
    self->cursor = -1;
  if (!self->keyboard)
    {
      self->keyboard = TRUE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }

  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_x:
    case GDK_KEY_X:
      emit_action (self, self->cursor, NOUGHTS_BOARD_PUT_X);
      return self->cursor >= 0;
    case GDK_KEY_o:
    case GDK_KEY_O:
    case GDK_KEY_0:
      emit_action (self, self->cursor, NOUGHTS_BOARD_PUT_O);
      return self->cursor >= 0;
    case GDK_KEY_space:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      emit_action (self, self->cursor, NOUGHTS_BOARD_ACTIVATE);
      return self->cursor >= 0;
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
      emit_action (self, self->cursor, NOUGHTS_BOARD_CLEAR);
      return self->cursor >= 0;
    default:
      return FALSE;
    }
}

static void
on_focus_changed (GtkEventControllerFocus *controller, NoughtsBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* board.activate(i), board.put-x(i), board.put-o(i), board.clear(i): the
 * same intents as clicks and keys, for menus, tests and accessibility. */
static void
cell_action_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  NoughtsBoardView *self = NOUGHTS_BOARD_VIEW (widget);
  int cell = g_variant_get_int32 (parameter);
  NoughtsBoardAction action = NOUGHTS_BOARD_ACTIVATE;

  if (g_str_equal (action_name, "board.put-x"))
    action = NOUGHTS_BOARD_PUT_X;
  else if (g_str_equal (action_name, "board.put-o"))
    action = NOUGHTS_BOARD_PUT_O;
  else if (g_str_equal (action_name, "board.clear"))
    action = NOUGHTS_BOARD_CLEAR;
  emit_action (self, cell, action);
}

static void
on_dark_changed (AdwStyleManager *manager, GParamSpec *pspec, NoughtsBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
noughts_board_view_dispose (GObject *object)
{
  NoughtsBoardView *self = NOUGHTS_BOARD_VIEW (object);

  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  G_OBJECT_CLASS (noughts_board_view_parent_class)->dispose (object);
}

static void
noughts_board_view_finalize (GObject *object)
{
  NoughtsBoardView *self = NOUGHTS_BOARD_VIEW (object);

  g_free (self->numbers);
  G_OBJECT_CLASS (noughts_board_view_parent_class)->finalize (object);
}

static void
noughts_board_view_get_property (GObject *object, guint prop_id,
                                 GValue *value, GParamSpec *pspec)
{
  NoughtsBoardView *self = NOUGHTS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_HEAT_MAP:
      g_value_set_boolean (value, self->heat_map);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
noughts_board_view_set_property (GObject *object, guint prop_id,
                                 const GValue *value, GParamSpec *pspec)
{
  NoughtsBoardView *self = NOUGHTS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_HEAT_MAP:
      noughts_board_view_set_heat_map (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_COORDINATES:
      noughts_board_view_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
noughts_board_view_class_init (NoughtsBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = noughts_board_view_dispose;
  object_class->finalize = noughts_board_view_finalize;
  object_class->get_property = noughts_board_view_get_property;
  object_class->set_property = noughts_board_view_set_property;
  widget_class->snapshot = noughts_board_view_snapshot;
  widget_class->measure = noughts_board_view_measure;

  properties[PROP_HEAT_MAP] =
    g_param_spec_boolean ("heat-map", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                          | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                          | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (cell, NoughtsBoardAction): the person asked for something on a cell. */
  signals[SIGNAL_CELL_ACTION] =
    g_signal_new ("cell-action", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_install_action (widget_class, "board.activate", "i", cell_action_activated);
  gtk_widget_class_install_action (widget_class, "board.put-x", "i", cell_action_activated);
  gtk_widget_class_install_action (widget_class, "board.put-o", "i", cell_action_activated);
  gtk_widget_class_install_action (widget_class, "board.clear", "i", cell_action_activated);

  gtk_widget_class_set_css_name (widget_class, "noughts-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
noughts_board_view_init (NoughtsBoardView *self)
{
  MnkGame game = { 3, 3, 3, MNK_PIECE_X };
  GtkGesture *click;
  GtkEventController *controller;

  mnk_position_init (&self->pos, &game);
  self->last_move = -1;
  self->suggestion = -1;
  self->cursor = -1;
  self->show_coordinates = TRUE;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  g_signal_connect (adw_style_manager_get_default (), "notify::dark",
                    G_CALLBACK (on_dark_changed), self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"), -1);
}

GtkWidget *
noughts_board_view_new (void)
{
  return g_object_new (NOUGHTS_TYPE_BOARD_VIEW, NULL);
}

void
noughts_board_view_set_position (NoughtsBoardView *self, const MnkPosition *pos,
                                 MnkScoreMode mode)
{
  g_return_if_fail (NOUGHTS_IS_BOARD_VIEW (self));

  if (pos->game.rows != self->pos.game.rows || pos->game.cols != self->pos.game.cols)
    self->cursor = -1;
  self->pos = *pos;
  self->mode = mode;
  if (self->n_numbers != n_cells (self))
    g_clear_pointer (&self->numbers, g_free);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const MnkPosition *
noughts_board_view_get_position (NoughtsBoardView *self)
{
  return &self->pos;
}

void
noughts_board_view_set_analysis (NoughtsBoardView *self, const MnkAnalysis *analysis)
{
  self->analysis = analysis;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
noughts_board_view_set_last_move (NoughtsBoardView *self, int cell)
{
  self->last_move = cell;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
noughts_board_view_set_suggestion (NoughtsBoardView *self, int cell)
{
  if (self->suggestion == cell)
    return;
  self->suggestion = cell;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
noughts_board_view_set_numbers (NoughtsBoardView *self, const int *numbers, int n)
{
  g_clear_pointer (&self->numbers, g_free);
  self->n_numbers = 0;
  if (numbers != NULL && n > 0)
    {
      self->numbers = g_memdup2 (numbers, sizeof (int) * n);
      self->n_numbers = n;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
noughts_board_view_set_heat_map (NoughtsBoardView *self, gboolean heat_map)
{
  heat_map = !!heat_map;
  if (self->heat_map == heat_map)
    return;
  self->heat_map = heat_map;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HEAT_MAP]);
}

gboolean
noughts_board_view_get_heat_map (NoughtsBoardView *self)
{
  return self->heat_map;
}

void
noughts_board_view_set_show_coordinates (NoughtsBoardView *self, gboolean show)
{
  show = !!show;
  if (self->show_coordinates == show)
    return;
  self->show_coordinates = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

gboolean
noughts_board_view_get_show_coordinates (NoughtsBoardView *self)
{
  return self->show_coordinates;
}

int
noughts_board_view_get_cursor (NoughtsBoardView *self)
{
  return self->cursor;
}
