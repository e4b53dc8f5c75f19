/* noughts-analysis.c — see the header.
 *
 * Threads: the solvers live in a small pool guarded by pool_lock. A worker
 * takes a solver of its game and mode out of the pool for the whole solve
 * and puts it back afterwards, so a solver is never used by two threads at
 * once while its transposition table stays warm from one solve to the next.
 * Everything else in this object is touched only on the main loop. */
#include <string.h>

#include "noughts-analysis.h"

/* At most this many idle solvers are kept (each owns a table). */
#define POOL_MAX 2
#define POOL_TT_MB 32

typedef struct _SolveJob SolveJob;

typedef struct {
  MnkSolver *solver;
  MnkGame game;
  MnkScoreMode mode;
  int payoff[3];
  SolveJob *job;      /* the job solving with it now; set by its thread */
} PooledSolver;

struct _SolveJob {
  MnkPosition pos;
  MnkScoreMode mode;
  int payoff[3];
  guint generation;   /* 0: a tree request, no progress reports */
  NoughtsAnalysis *owner;
  GMainContext *context;
};

struct _NoughtsAnalysis {
  GObject parent_instance;

  GMutex pool_lock;
  GPtrArray *pool;    /* PooledSolver, most recently used last */

  guint generation;
  GCancellable *cancellable;
  gboolean running;
  MnkAnalysis *result;
  char *error;
  MnkProgress progress;
  gboolean have_progress;
};

enum {
  PROP_0,
  PROP_RUNNING,
  N_PROPS
};

enum {
  SIGNAL_CHANGED,
  SIGNAL_PROGRESS,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (NoughtsAnalysis, noughts_analysis, G_TYPE_OBJECT)

static void
pooled_solver_free (gpointer data)
{
  PooledSolver *ps = data;

  mnk_solver_free (ps->solver);
  g_free (ps);
}

static void
solve_job_free (gpointer data)
{
  SolveJob *job = data;

  g_main_context_unref (job->context);
  g_free (job);
}

static void
noughts_analysis_dispose (GObject *object)
{
  NoughtsAnalysis *self = NOUGHTS_ANALYSIS (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (noughts_analysis_parent_class)->dispose (object);
}

static void
noughts_analysis_finalize (GObject *object)
{
  NoughtsAnalysis *self = NOUGHTS_ANALYSIS (object);

  g_clear_pointer (&self->result, mnk_analysis_free);
  g_free (self->error);
  g_ptr_array_unref (self->pool);
  g_mutex_clear (&self->pool_lock);
  G_OBJECT_CLASS (noughts_analysis_parent_class)->finalize (object);
}

static void
noughts_analysis_get_property (GObject *object, guint prop_id,
                               GValue *value, GParamSpec *pspec)
{
  NoughtsAnalysis *self = NOUGHTS_ANALYSIS (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
noughts_analysis_class_init (NoughtsAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = noughts_analysis_dispose;
  object_class->finalize = noughts_analysis_finalize;
  object_class->get_property = noughts_analysis_get_property;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                          | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A solve started, finished, stopped or failed. */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The running solve reported progress (see get_progress). */
  signals[SIGNAL_PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
noughts_analysis_init (NoughtsAnalysis *self)
{
  g_mutex_init (&self->pool_lock);
  self->pool = g_ptr_array_new_with_free_func (pooled_solver_free);
}

NoughtsAnalysis *
noughts_analysis_new (void)
{
  return g_object_new (NOUGHTS_TYPE_ANALYSIS, NULL);
}

/* ---- worker side ------------------------------------------------------ */

typedef struct {
  NoughtsAnalysis *owner;
  guint generation;
  MnkProgress progress;
} ProgressMessage;

static void
progress_message_free (gpointer data)
{
  ProgressMessage *msg = data;

  g_object_unref (msg->owner);
  g_free (msg);
}

/* Main loop: a report of a solve that is still the current one. */
static gboolean
progress_dispatch (gpointer data)
{
  ProgressMessage *msg = data;
  NoughtsAnalysis *self = msg->owner;

  if (msg->generation == self->generation && self->running)
    {
      self->progress = msg->progress;
      self->have_progress = TRUE;
      g_signal_emit (self, signals[SIGNAL_PROGRESS], 0);
    }
  return G_SOURCE_REMOVE;
}

/* Solving thread: hand the report to the main loop. */
static void
on_solver_progress (const MnkProgress *progress, gpointer user_data)
{
  PooledSolver *ps = user_data;
  SolveJob *job = ps->job;
  ProgressMessage *msg;

  if (job == NULL || job->generation == 0)
    return;
  msg = g_new0 (ProgressMessage, 1);
  msg->owner = g_object_ref (job->owner);
  msg->generation = job->generation;
  msg->progress = *progress;
  g_main_context_invoke_full (job->context, G_PRIORITY_DEFAULT,
                              progress_dispatch, msg, progress_message_free);
}

static gboolean
same_rules (const PooledSolver *ps, const SolveJob *job)
{
  const MnkGame *g = &job->pos.game;

  return ps->game.rows == g->rows && ps->game.cols == g->cols
         && ps->game.k == g->k && ps->game.first == g->first
         && ps->mode == job->mode
         && memcmp (ps->payoff, job->payoff, sizeof ps->payoff) == 0;
}

static PooledSolver *
pool_take (NoughtsAnalysis *self, SolveJob *job)
{
  PooledSolver *ps = NULL;
  MnkSolverOptions options;

  g_mutex_lock (&self->pool_lock);
  for (guint i = self->pool->len; i > 0; i--)
    if (same_rules (g_ptr_array_index (self->pool, i - 1), job))
      {
        ps = g_ptr_array_steal_index (self->pool, i - 1);
        break;
      }
  g_mutex_unlock (&self->pool_lock);
  if (ps != NULL)
    return ps;

  ps = g_new0 (PooledSolver, 1);
  ps->game = job->pos.game;
  ps->mode = job->mode;
  memcpy (ps->payoff, job->payoff, sizeof ps->payoff);
  mnk_solver_options_init (&options);
  options.mode = job->mode;
  memcpy (options.payoff, job->payoff, sizeof options.payoff);
  options.tt_mb = POOL_TT_MB;
  options.progress = on_solver_progress;
  options.progress_data = ps;
  ps->solver = mnk_solver_new (&options);
  return ps;
}

static void
pool_give (NoughtsAnalysis *self, PooledSolver *ps)
{
  g_mutex_lock (&self->pool_lock);
  g_ptr_array_add (self->pool, ps);
  while (self->pool->len > POOL_MAX)
    g_ptr_array_remove_index (self->pool, 0);
  g_mutex_unlock (&self->pool_lock);
}

static void
solve_thread (GTask *task, gpointer source_object, gpointer task_data,
              GCancellable *cancellable)
{
  NoughtsAnalysis *self = source_object;
  SolveJob *job = task_data;
  PooledSolver *ps = pool_take (self, job);
  GError *error = NULL;
  MnkAnalysis *analysis;

  ps->job = job;
  analysis = mnk_solver_analyze (ps->solver, &job->pos, cancellable, &error);
  ps->job = NULL;
  pool_give (self, ps);

  if (analysis != NULL)
    g_task_return_pointer (task, analysis, (GDestroyNotify) mnk_analysis_free);
  else
    g_task_return_error (task, error);
}

static void
run_job (NoughtsAnalysis *self, const MnkPosition *pos, MnkScoreMode mode,
         const int payoff[3], guint generation, GCancellable *cancellable,
         GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  SolveJob *job = g_new0 (SolveJob, 1);

  job->pos = *pos;
  job->mode = mode;
  memcpy (job->payoff, payoff, sizeof job->payoff);
  job->generation = generation;
  job->owner = self;
  job->context = g_main_context_ref_thread_default ();
  g_task_set_source_tag (task, run_job);
  g_task_set_task_data (task, job, solve_job_free);
  /* A stopped solve still returns what it proved; keep it. */
  g_task_set_check_cancellable (task, FALSE);
  g_task_run_in_thread (task, solve_thread);
  g_object_unref (task);
}

/* ---- main loop side --------------------------------------------------- */

static void
set_running (NoughtsAnalysis *self, gboolean running)
{
  if (self->running == running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static void
on_solve_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  NoughtsAnalysis *self = NOUGHTS_ANALYSIS (source);
  guint generation = GPOINTER_TO_UINT (user_data);
  GError *error = NULL;
  MnkAnalysis *analysis = g_task_propagate_pointer (G_TASK (result), &error);

  if (generation != self->generation)
    {
      /* Superseded by a newer position: nobody wants this any more. */
      g_clear_pointer (&analysis, mnk_analysis_free);
      g_clear_error (&error);
      return;
    }
  g_clear_pointer (&self->result, mnk_analysis_free);
  g_clear_pointer (&self->error, g_free);
  if (analysis != NULL)
    self->result = analysis;
  else
    {
      self->error = g_strdup (error->message);
      g_error_free (error);
    }
  self->have_progress = FALSE;
  set_running (self, FALSE);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
noughts_analysis_start (NoughtsAnalysis *self, const MnkPosition *pos,
                        MnkScoreMode mode, const int payoff[3])
{
  GError *error = NULL;

  g_return_if_fail (NOUGHTS_IS_ANALYSIS (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->generation++;
  if (self->generation == 0)   /* 0 marks tree requests */
    self->generation = 1;
  g_clear_pointer (&self->result, mnk_analysis_free);
  g_clear_pointer (&self->error, g_free);
  self->have_progress = FALSE;

  if (!mnk_position_validate (pos, mode, &error))
    {
      self->error = g_strdup (error->message);
      g_error_free (error);
      set_running (self, FALSE);
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
      return;
    }

  self->cancellable = g_cancellable_new ();
  set_running (self, TRUE);
  run_job (self, pos, mode, payoff, self->generation, self->cancellable,
           on_solve_done, GUINT_TO_POINTER (self->generation));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
noughts_analysis_stop (NoughtsAnalysis *self)
{
  g_return_if_fail (NOUGHTS_IS_ANALYSIS (self));

  if (self->running && self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

gboolean
noughts_analysis_get_running (NoughtsAnalysis *self)
{
  return self->running;
}

const MnkAnalysis *
noughts_analysis_get_result (NoughtsAnalysis *self)
{
  return self->result;
}

const char *
noughts_analysis_get_error (NoughtsAnalysis *self)
{
  return self->error;
}

const MnkProgress *
noughts_analysis_get_progress (NoughtsAnalysis *self)
{
  return self->have_progress ? &self->progress : NULL;
}

void
noughts_analysis_analyze_async (NoughtsAnalysis *self, const MnkPosition *pos,
                                MnkScoreMode mode, const int payoff[3],
                                GCancellable *cancellable,
                                GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (NOUGHTS_IS_ANALYSIS (self));
  run_job (self, pos, mode, payoff, 0, cancellable, callback, user_data);
}

MnkAnalysis *
noughts_analysis_analyze_finish (NoughtsAnalysis *self, GAsyncResult *result,
                                 GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
