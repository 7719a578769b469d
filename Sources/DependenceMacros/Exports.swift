@_exported public import Dependence
