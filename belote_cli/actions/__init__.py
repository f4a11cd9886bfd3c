"""Every operation a user makes, as a plain function: a typed request in, a typed result
out, for every face (the command line, the web server, tomorrow a league server or an API).
A face renders the result and asks the questions; no face holds a rule, a check or a state
change of its own.

What makes an action stop is typed, never printed nor prompted here:
- a refusal or a conflict with the state the user saw is raised as the Refusal it is
  (core.errors.RuleError, storage.errors.StorageError, Conflict): nothing was written;
- a question that needs an answer is returned (`Ask`): nothing was written, and the same
  request with the answer (`confirmed`, and the state it was asked about) goes on;
- what a hand-edited file holds that a save drops is refused (storage.errors.WouldDrop)
  until the request says the user agreed (`drop`)."""
