// SwoopCore is swoop's engine as a library for other packages (docs/Library.md): the items, their
// fields, matching and ranked search, from the layers that hold them.
@_exported import SwoopItems
@_exported import SwoopSearch
