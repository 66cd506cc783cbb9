/// `--frecency`: picks remembered per list and ranked higher later; `--frecency-forget` drops one.
extension OptionTable {
    static let frecency: [Entry] = [
        Entry("frecency", nil, .optional, "NAME", .search,
              "remember picks in list NAME (default: named after the input) and\nrank them higher later, by how often and how lately picked") { options, value in
            options.usesFrecency = true
            options.frecencyName = value.flatMap { $0.isEmpty ? nil : $0 }
        },
        Entry("no-frecency") { options, _ in
            options.usesFrecency = false
            options.frecencyName = nil
        },
        Entry("frecency-forget", nil, .required, "LINE", .search,
              "forget LINE in the --frecency list and exit (0 forgotten, 1 not there)") { options, value in
            options.frecencyForget = value ?? ""
        },
    ]
}
