import SwoopSystem

/// `--listen`: the requests the server hands the loop.
extension PickerSession {
    /// Answers the requests waiting: performs their actions as a key bound to them would (after
    /// what is queued), or tells the state.
    func answerListenRequests(_ listen: ListenServer) {
        for request in listen.takeRequests() {
            switch request.kind {
            case .actions(let actions):
                if model.outcome == nil {
                    cancelJump()
                    run(actions, key: nil)
                }
                listen.answer(request, with: .accepted)
            case .state(let limit, let offset):
                // The state now, taken at once; its JSON (a long one takes seconds) is made on a
                // thread of its own, so that keys and other clients are served meanwhile.
                let state = ListenState(model: model, query: controller.text, lines: items.lines)
                let answer: @Sendable () -> Void = {
                    guard let response = state.response(limit: limit, offset: offset, isCancelled: { !listen.isAwaited(request) }) else { return }
                    listen.answer(request, with: response)
                }
                if !DetachedThread.start(answer) { answer() }
            }
        }
    }
}
