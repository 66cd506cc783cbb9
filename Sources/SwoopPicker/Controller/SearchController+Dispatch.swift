/// The controller's actions, one case each: what `SearchController` does for a key.
extension SearchController {
    /// Does one action; `key` is the key that asked for it.
    package func perform(_ action: ControllerAction, key: Key? = nil) {
        switch action {
        case .up: delegate?.searchController(self, didMove: .by(-1))
        case .down: delegate?.searchController(self, didMove: .by(1))
        case .pageUp: delegate?.searchController(self, didMove: .pageUp)
        case .pageDown: delegate?.searchController(self, didMove: .pageDown)
        case .halfPageUp: delegate?.searchController(self, didMove: .halfPageUp)
        case .halfPageDown: delegate?.searchController(self, didMove: .halfPageDown)
        case .position(let n): delegate?.searchController(self, didMove: .position(n))
        case .first: delegate?.searchController(self, didMove: .first)
        case .last: delegate?.searchController(self, didMove: .last)
        case .accept:
            acceptKey = key
            enter()
        case .acceptNonEmpty:
            guard delegate?.searchControllerHasPick(self) ?? true else { return }
            acceptKey = key
            delegate?.searchControllerDidAccept(self)
        case .acceptOrPrintQuery:
            acceptKey = key
            if delegate?.searchControllerHasPick(self) ?? true {
                delegate?.searchControllerDidAccept(self)
            } else {
                delegate?.searchControllerDidAcceptQuery(self)
            }
        case .abort: delegate?.searchControllerDidAbort(self)
        case .cancel: escape()
        case .clearQuery: edit { query in defer { query.clear() }; return !query.isEmpty }
        case .toggle: delegate?.searchController(self, didChangeSelection: .toggle)
        case .select: delegate?.searchController(self, didChangeSelection: .select)
        case .deselect: delegate?.searchController(self, didChangeSelection: .deselect)
        case .toggleIn, .toggleOut:
            let inward = (action == .toggleIn) != isReverseLayout
            delegate?.searchController(self, didChangeSelection: .toggleMoving(inward ? 1 : -1))
        case .toggleDown: delegate?.searchController(self, didChangeSelection: .toggleMoving(1))
        case .toggleUp: delegate?.searchController(self, didChangeSelection: .toggleMoving(-1))
        case .toggleAll: delegate?.searchController(self, didChangeSelection: .toggleAll)
        case .selectAll: delegate?.searchController(self, didChangeSelection: .selectAll)
        case .deselectAll: delegate?.searchController(self, didChangeSelection: .deselectAll)
        case .backwardKillWord: kill(back: wordStart)
        case .unixWordRubout: kill(back: .blankThenNonblank)
        case .backwardKillSubword: kill(back: .subwordStart)
        case .killWord: kill(on: wordEnd)
        case .killSubword: kill(on: .subwordEnd)
        case .killLine: kill { $0.deleteToEnd() }
        case .unixLineDiscard: kill { $0.deleteToStart() }
        case .yank: edit { query in query.insert(yanked); return !yanked.isEmpty }
        case .beginningOfLine: moveCursor { $0.moveToStart() }
        case .endOfLine: moveCursor { $0.moveToEnd() }
        case .backwardChar: moveCursor { $0.moveLeft() }
        case .forwardChar: moveCursor { $0.moveRight() }
        case .backwardWord: move(back: wordStart)
        case .forwardWord: move(on: wordEnd)
        case .backwardSubword: move(back: .subwordStart)
        case .forwardSubword: move(on: .subwordEnd)
        case .backwardDeleteChar: edit { $0.deleteBackward() }
        case .deleteChar: edit { $0.deleteForward() }
        case .backwardDeleteCharEOF:
            if query.isEmpty { delegate?.searchControllerDidAbort(self) } else { edit { $0.deleteBackward() } }
        case .deleteCharEOF:
            if query.isEmpty { delegate?.searchControllerDidAbort(self) } else { edit { $0.deleteForward() } }
        case .previewUp: delegate?.searchController(self, didChangePane: .scroll(-1))
        case .previewDown: delegate?.searchController(self, didChangePane: .scroll(1))
        case .togglePreview: delegate?.searchController(self, didChangePane: .toggle)
        case .previewPageUp: delegate?.searchController(self, didChangePane: .pages(-1))
        case .previewPageDown: delegate?.searchController(self, didChangePane: .pages(1))
        case .previewHalfPageUp: delegate?.searchController(self, didChangePane: .halfPages(-1))
        case .previewHalfPageDown: delegate?.searchController(self, didChangePane: .halfPages(1))
        case .previewTop: delegate?.searchController(self, didChangePane: .top)
        case .previewBottom: delegate?.searchController(self, didChangePane: .bottom)
        case .togglePreviewWrap: delegate?.searchController(self, didChangePane: .toggleWrap)
        case .togglePreviewWrapWord: delegate?.searchController(self, didChangePane: .toggleWrapWord)
        case .showPreview: delegate?.searchController(self, didChangePane: .show)
        case .hidePreview: delegate?.searchController(self, didChangePane: .hide)
        case .close: delegate?.searchController(self, didChangePane: .close)
        case .showInput: setInputHidden(false)
        case .hideInput: setInputHidden(true)
        case .toggleInput: setInputHidden(!isInputHidden)
        case .toggleSort: delegate?.searchControllerDidToggleSort(self)
        case .toggleSearch: setSearchEnabled(!isSearchEnabled)
        case .enableSearch: setSearchEnabled(true)
        case .disableSearch: setSearchEnabled(false)
        case .changeQuery(let text): replaceQuery(with: text)
        case .prevHistory: if let text = history?.previous(editing: query.text) { replaceQuery(with: text) }
        case .nextHistory: if let text = history?.next(editing: query.text) { replaceQuery(with: text) }
        case .changePrompt(let text):
            prompt = text
            delegate?.searchController(self, didChangePrompt: text)
        case .changeHeader(let text):
            header = text.isEmpty ? [] : text.dropLast(text.hasSuffix("\n") ? 1 : 0)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .put(let text?): edit { query in text.unicodeScalars.forEach { query.insert($0) }; return !text.isEmpty }
        case .put(nil):
            if case .character(let scalar)? = key { edit { $0.insert(scalar); return true } }
        case .unbind(let keys): keyMap.unbind(keys)
        case .rebind(let keys): keyMap.rebind(keys)
        case .toggleBind(let keys): keyMap.toggleBind(keys)
        case .ignore: break
        case .offsetUp: delegate?.searchController(self, didMove: .scroll(-1))
        case .offsetDown: delegate?.searchController(self, didMove: .scroll(1))
        case .upMatch: delegate?.searchController(self, didMove: .matching(-1))
        case .downMatch: delegate?.searchController(self, didMove: .matching(1))
        case .best: delegate?.searchController(self, didMove: .best)
        case .toggleRaw: delegate?.searchController(self, didSetRaw: nil)
        case .enableRaw: delegate?.searchController(self, didSetRaw: true)
        case .disableRaw: delegate?.searchController(self, didSetRaw: false)
        case .upSelected: delegate?.searchController(self, didMove: .marked(-1))
        case .downSelected: delegate?.searchController(self, didMove: .marked(1))
        case .offsetMiddle: delegate?.searchController(self, didMove: .middle)
        case .clearSelection: delegate?.searchController(self, didChangeSelection: .clearAll)
        case .changeMulti(let limit):
            delegate?.searchController(self, didChangeSelection: .changeLimit(limit))
            keyMap.setMarking(limit > 0)
        case .exclude: delegate?.searchControllerDidExclude(self, marked: false)
        case .excludeMulti: delegate?.searchControllerDidExclude(self, marked: true)
        case .replaceQuery: if let text = delegate?.searchControllerHighlightedText(self) { replaceQuery(with: text) }
        }
    }
}
