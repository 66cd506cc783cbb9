/// The options `--bind` programs lean on: keeping the cursor on its item, starting in step with
/// the input, and what makes an item the same one across reloads.
import SwoopItems
import SwoopSystem
extension OptionTable {
    static let script: [Entry] = [
        Entry("track", nil, .none, "", .scripting, "keep the cursor on the highlighted item when the list changes") { options, _ in
            options.tracksCursor = true
        },
        Entry("no-track") { options, _ in options.tracksCursor = false },
        Entry("id-nth", nil, .required, "N[,..]", .scripting,
              "fields that say an item is the same one after a reload\n(--track and marks follow it)") { options, value throws(OptionError) in
            options.identityFields = try FieldRange.parseList(value ?? "", option: "--id-nth")
        },
        Entry("no-id-nth") { options, _ in options.identityFields = nil },
        Entry("sync", nil, .none, "", .scripting,
              "start the interface once the input is read and searched, and the\nstart, load and result actions have run") { options, _ in
            options.startsInSync = true
        },
        Entry("no-sync") { options, _ in options.startsInSync = false },
        Entry("async") { options, _ in options.startsInSync = false },
    ]
}
