import Limner
