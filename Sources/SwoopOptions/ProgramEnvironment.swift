import Glibc

/// The environment variables swoop reads by role (`DEFAULT_OPTS`, `DEFAULT_COMMAND`…), under its name's prefixes.
///
/// Under `swoop` a `SWOOP_` variable wins over the `FZF_` one of the same role, which is read where
/// the `SWOOP_` one is unset; under `fzf` only `FZF_` ones count. A variable set to the empty
/// string is set: it wins, and where fzf says so it turns the thing off (`FZF_DEFAULT_OPTS_FILE=`).
package struct ProgramEnvironment: Sendable {
    /// The prefixes tried, in order.
    package var prefixes: [String]
    /// Every variable, by name.
    package var values: [String: String]

    package init(prefixes: [String], values: [String: String]) {
        self.prefixes = prefixes
        self.values = values
    }

    /// The process's own environment, read under `personality`'s prefixes.
    package static func current(_ personality: Personality) -> ProgramEnvironment {
        var values: [String: String] = [:]
        var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                values[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry = entry.advanced(by: 1)
        }
        return ProgramEnvironment(prefixes: personality.variablePrefixes, values: values)
    }

    /// The first variable of `role` that is set, with its name (`SWOOP_DEFAULT_OPTS`).
    package func variable(_ role: EnvironmentRole) -> (name: String, value: String)? {
        for prefix in prefixes {
            if let value = values[prefix + role.rawValue] { return (prefix + role.rawValue, value) }
        }
        return nil
    }

    /// The value of `role`'s variable, nil when unset or empty.
    package func nonEmpty(_ role: EnvironmentRole) -> String? {
        guard let value = variable(role)?.value, !value.isEmpty else { return nil }
        return value
    }

    /// A variable outside the roles (`RUNEWIDTH_EASTASIAN`, `NO_COLOR`).
    package subscript(name: String) -> String? {
        values[name]
    }

    /// How a role's variable is named in messages: the first prefix's (`$SWOOP_DEFAULT_COMMAND`).
    package func name(of role: EnvironmentRole) -> String {
        (prefixes.first ?? "") + role.rawValue
    }
}
