import {
  BarChart3,
  ChefHat,
  ClipboardList,
  Clock,
  Coffee,
  CreditCard,
  Globe,
  Heart,
  LayoutDashboard,
  Monitor,
  Settings,
  ShieldCheck,
  Smile,
  TrendingUp,
  UserCircle,
  Users,
  Utensils,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react'

/** Every icon name used by the content (product-spec section 3). Unknown names fall back to Utensils. */
const icons: Record<string, LucideIcon> = {
  Zap,
  Monitor,
  CreditCard,
  BarChart3,
  Users,
  Utensils,
  Clock,
  Coffee,
  ChefHat,
  Globe,
  TrendingUp,
  LayoutDashboard,
  Heart,
  Settings,
  ShieldCheck,
  Smile,
  Workflow,
  ClipboardList,
  UserCircle,
}

function iconFor(name: string): LucideIcon {
  return icons[name] ?? Utensils
}

export function Icon({ name, size = 24, className }: { name: string; size?: number; className?: string }) {
  const Component = iconFor(name)
  return <Component size={size} className={className} aria-hidden="true" focusable="false" strokeWidth={2} />
}
