import SwoopItems
import SwoopPicker

/// `search(STR)`, `change-nth(…)`, `change-with-nth(…)`, `change-header-lines(N)` and their
/// `transform-…` forms: what the list is searched for, and how its lines are cut into fields.
extension PickerSession {
    /// Sets `setting` from an action's argument: one of its `|` alternatives in turn, or, from a
    /// command's output (`fromCommand`), the first.
    func changeSetting(_ setting: PickerSetting, to argument: String, fromCommand: Bool = false) {
        let hasAlternatives = setting.rotates && argument.contains("|")
        let value = !setting.rotates ? argument
            : fromCommand ? String(argument.prefix { $0 != "|" }) : settingTurns.next(argument)
        switch setting {
        case .search: controller.search(value)
        case .nth: changeSearchedFields(value, restoresDefault: hasAlternatives || !value.isEmpty)
        case .withNth: changeShownFields(value)
        case .headerLines: changeHeaderLines(value)
        }
    }

    /// `change-nth(RANGES)`: the fields searched from now on, as fzf sets them: RANGES when they
    /// parse; else `--nth` as given (`restoresDefault`) or, for an empty argument, the whole line.
    private func changeSearchedFields(_ text: String, restoresDefault: Bool) {
        var spec = reloader.reading
        if !text.isEmpty, let ranges = FieldRange.parsedList(text) {
            spec.searchedFields = ranges
            spec.nthText = text
        } else if restoresDefault {
            spec.searchedFields = reloader.initial.searchedFields
            spec.nthText = reloader.initial.nthText
        } else {
            spec.searchedFields = []
            spec.nthText = nil
        }
        guard spec.searchedFields != reloader.reading.searchedFields else { return }
        reshape(spec)
    }

    /// `change-with-nth(RANGES)`: the fields shown from now on (empty: `--with-nth` as given); only
    /// when `--with-nth` was given, as in fzf, and a value that does not parse changes nothing.
    private func changeShownFields(_ text: String) {
        guard reloader.initial.shownFields != nil else { return }
        var spec = reloader.reading
        let expression = text.isEmpty ? reloader.initial.withNthText ?? "" : text
        guard expression != spec.withNthText,
              let template = try? FieldTemplate.parse(expression, option: "change-with-nth") else { return }
        spec.shownFields = template
        spec.withNthText = expression
        reshape(spec, unmarksMisses: true)
    }

    /// `change-header-lines(N)`: the first N lines are the header from now on (a value that is not a
    /// count changes nothing). As fzf: the lines that join the header lose their marks, the others
    /// keep theirs, and the cursor stays on its item.
    private func changeHeaderLines(_ text: String) {
        guard let count = Int(text.trimmingPrefix(" ")), count >= 0, count != reloader.reading.headerLines else { return }
        var spec = reloader.reading
        let shift = spec.headerLines - count
        spec.headerLines = count
        let marks = model.markOrder.map { $0 + shift }.filter { $0 >= 0 }
        let highlighted = model.highlightedItem.map { $0 + shift }
        reloader.reading = spec
        let forms = model.items.reshaped(spec)
        model.replaceItems(with: forms)
        model.restoreMarks(marks)
        if let highlighted, highlighted >= 0 { model.follow(item: highlighted) }
        view.replaceItems(with: forms)
    }

    /// The items cut again as `spec` says, here and in every reload from now on (`unmarksMisses`: the
    /// marked items the search no longer matches lose their marks).
    private func reshape(_ spec: ReadSpec, unmarksMisses: Bool = false) {
        reloader.reading = spec
        let forms = model.items.reshaped(spec)
        model.reshapeItems(as: forms, unmarksMisses: unmarksMisses)
        view.replaceItems(with: forms)
    }
}
