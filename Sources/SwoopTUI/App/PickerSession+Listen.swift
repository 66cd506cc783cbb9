
/// `--listen`: the requests the server hands the loop.
extension PickerSession {
    /// Answers the requests waiting: performs their actions as a key bound to them would (after
    /// what is queued), or tells the state.
    func answerListenRequests(_ listen: ListenServer) {
        for request in listen.takeRequests() {
            switch request.kind {
            case .actions(let actions):
                if model.outcome == nil { run(actions, key: nil) }
                listen.answer(request, with: .accepted)
            case .state(let limit, let offset):
                let response = ListenState.response(model: model, query: controller.text, lines: items.lines, limit: limit, offset: offset)
                listen.answer(request, with: response)
            }
        }
    }
}
